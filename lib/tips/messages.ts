// The tip form's message, apart from the zod schema (lib/tips/schemas.ts) so the admin screen can
// show it without loading zod with the page.
export const TIP_REQUIRED = "Titolo e messaggio sono obbligatori";
