// Shared by the chart and its placeholder, so the box keeps its height while the library loads.
export const CHART_HEIGHT = 300;
