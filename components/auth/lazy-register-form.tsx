"use client";
import * as React from "react";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { whenIdle } from "@/lib/client/when-idle";

const loadRegisterForm = () => import("./register-form");

// The Register tab's form (with its checkbox and legal dialog) is not part of /login's first load:
// it is fetched when the page is idle, and shown with a skeleton if the tab is opened before that.
const RegisterForm = dynamic(() => loadRegisterForm().then((m) => m.RegisterForm), {
  loading: () => <Skeleton className="h-96 w-full" aria-label="Loading the registration form" />,
});

export function LazyRegisterForm({ next }: { next: string }) {
  React.useEffect(() => whenIdle(() => void loadRegisterForm()), []);
  return <RegisterForm next={next} />;
}
