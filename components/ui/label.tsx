"use client";
import * as React from "react";
import { cn } from "@/lib/ui/cn";

/**
 * A form label. Written in-repo over the native element (Radix's Label adds a Primitive layer and
 * one behaviour, kept here: a double click on the label does not select its text).
 */
export const Label = React.forwardRef<HTMLLabelElement, React.ComponentPropsWithoutRef<"label">>(
  ({ className, onMouseDown, ...props }, ref) => (
    <label
      ref={ref}
      className={cn(
        "text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Only on the label's own text: a control inside the label keeps its usual behaviour.
        const target = event.target as HTMLElement;
        if (!event.defaultPrevented && event.detail > 1 && !target.closest("button, input, select, textarea"))
          event.preventDefault();
      }}
      {...props}
    />
  ),
);
Label.displayName = "Label";
