"use client";
import * as React from "react";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { whenInteracted } from "@/lib/client/when-idle";

const loadRegisterForm = () => import("./register-form");

// The Register tab's form (with its checkbox and legal dialog) is not part of /login's first load:
// it is fetched at the visitor's first touch of the page, with a skeleton if the tab opens before it arrives.
const RegisterForm = dynamic(() => loadRegisterForm().then((m) => m.RegisterForm), {
  loading: () => <Skeleton className="h-96 w-full" aria-label="Loading the registration form" />,
});

export function LazyRegisterForm({ next, emailDelivers = false }: { next: string; emailDelivers?: boolean }) {
  React.useEffect(() => whenInteracted(() => void loadRegisterForm()), []);
  return <RegisterForm next={next} emailDelivers={emailDelivers} />;
}
