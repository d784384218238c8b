import * as React from "react";
import { cn } from "@/lib/ui/cn";

export const Card = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("rounded-xl border border-border bg-card text-card-foreground shadow-sm", className)} {...props} />
);
export const CardHeader = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("flex flex-col gap-1.5 p-5", className)} {...props} />
);
// An h2: cards sit directly under a page's h1, and headings must not skip a level.
export const CardTitle = ({ className, ...props }: React.ComponentProps<"h2">) => (
  <h2 className={cn("text-lg font-semibold leading-none tracking-tight", className)} {...props} />
);
export const CardDescription = ({ className, ...props }: React.ComponentProps<"p">) => (
  <p className={cn("text-sm text-muted-foreground", className)} {...props} />
);
export const CardContent = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("p-5 pt-0", className)} {...props} />
);
export const CardFooter = ({ className, ...props }: React.ComponentProps<"div">) => (
  <div className={cn("flex items-center p-5 pt-0", className)} {...props} />
);
