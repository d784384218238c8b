"use client";
import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

function Submit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="outline" className="w-full" disabled={pending}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 h-4 w-4">
        <path
          fill="#EA4335"
          d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12s4.3 9.7 9.7 9.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
        />
      </svg>
      {pending ? "Redirecting..." : "Continue with Google"}
    </Button>
  );
}

// Rendered only when the server has Google credentials (app/login/page.tsx decides); the page
// hands in its server action, so this component stays free of route code.
export function GoogleSignInButton({ next, action }: { next: string; action: (formData: FormData) => Promise<void> }) {
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="next" value={next} />
      <Submit />
      <p className="text-center text-xs text-muted-foreground">
        New here? Continuing with Google creates your free account and accepts the{" "}
        <a className="underline" href="/terms-of-service.html" target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{" "}
        and{" "}
        <a className="underline" href="/privacy-policy.html" target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
