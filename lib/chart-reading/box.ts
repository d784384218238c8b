// Small measures of a text box, shared by the readers.
import type { Box } from "./types";

/** The height of a box's middle. */
export const midY = (b: Pick<Box, "y0" | "y1">) => (b.y0 + b.y1) / 2;
