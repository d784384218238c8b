// The theme's colours for recharts' axes and tooltips, so every chart reads alike in light and dark.
export const CHART_AXIS = { stroke: "var(--color-muted-foreground)", fontSize: 12 };
export const CHART_TOOLTIP = {
  contentStyle: {
    background: "var(--color-card)",
    border: "1px solid var(--color-border)",
    color: "var(--color-foreground)",
  },
};
