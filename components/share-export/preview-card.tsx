import { ImageResponse } from "next/og";
import type { SharedView } from "@/lib/share/public-view";

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const TONE: Record<string, string> = { BUY: "#22c55e", SELL: "#ef4444", WAIT: "#f59e0b", AVOID: "#ef4444" };

// The Open Graph / Twitter card of a share link: what a pasted link unfurls to in chat apps.
// Drawn by next/og (satori + resvg, its own bundled font, so it looks the same on any server).
export async function renderPreviewCard(view: SharedView): Promise<Buffer> {
  const tone = TONE[view.recommendation] ?? "#94a3b8";
  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: "#0b1120",
        color: "#e2e8f0",
        padding: 64,
        fontSize: 32,
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", color: "#94a3b8" }}>
        <span>Candlewise analysis</span>
        <span>{view.investmentType}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <span style={{ fontSize: 64, fontWeight: 700 }}>{view.title}</span>
        <div style={{ display: "flex", alignItems: "center", marginTop: 24 }}>
          <span
            style={{ border: `4px solid ${tone}`, color: tone, borderRadius: 12, padding: "4px 24px", fontSize: 56 }}
          >
            {view.recommendation}
          </span>
          <span style={{ fontSize: 88, fontWeight: 700, marginLeft: 40 }}>{view.probabilityText}</span>
          <span style={{ marginLeft: 16, color: "#94a3b8" }}>success probability</span>
        </div>
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", color: "#cbd5e1" }}>
        {view.levels.map((l) => (
          <span key={l.label} style={{ marginRight: 40 }}>
            {l.label} {l.text}
          </span>
        ))}
        {view.outcome && <span style={{ color: tone }}>{view.outcome.label}</span>}
      </div>
    </div>,
    PREVIEW_SIZE,
  );
  return Buffer.from(await image.arrayBuffer());
}
