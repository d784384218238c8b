"use client";
import type { ReactNode } from "react";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { dismissAllToasts } from "@/lib/client/use-toast";

// Login and Register: switching form closes the other form's error toast, which no longer applies.
export function AuthTabs({ children }: { children: ReactNode }) {
  return (
    <Tabs defaultValue="login" onValueChange={dismissAllToasts}>
      <TabsList className="mb-4 grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      {children}
    </Tabs>
  );
}
