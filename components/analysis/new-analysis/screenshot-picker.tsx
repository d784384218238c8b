"use client";
import { useRef, useState } from "react";
import { Camera, ImagePlus, Loader2, Star, Upload, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBytes } from "@/lib/analysis/client/format-bytes";
import { cn } from "@/lib/ui/cn";

export interface Shot {
  id: string;
  file: File;
  url: string; // object URL for the thumbnail
  originalSize: number;
  compressed: boolean;
}

const roleOf = (i: number) => (i === 0 ? "Chart" : i === 1 ? "News" : "Not sent");

// Screenshots by drag-and-drop, file picker or the phone camera (spec part 1 section 2). Several may
// be added; the first two are sent, the chart first, so each thumbnail says what it will be used as.
export function ScreenshotPicker({
  shots,
  preparing,
  disabled,
  onFiles,
  onRemove,
  onMakeChart,
}: {
  shots: Shot[];
  preparing: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMakeChart: (id: string) => void;
}) {
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null, input?: HTMLInputElement | null) => {
    if (list?.length) onFiles(Array.from(list));
    if (input) input.value = ""; // the same file can be chosen again after a remove
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="screenshot-dropzone"
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled) take(e.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-primary bg-primary/10" : "border-border bg-background/40",
        )}
      >
        {preparing ? (
          <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
        ) : (
          <Upload className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        )}
        <div className="space-y-1">
          <p className="font-medium">
            {preparing ? "Preparing images..." : "Drop your chart and news screenshots here"}
          </p>
          <p className="text-xs text-muted-foreground">
            Or paste one, choose files or take a photo. The first image is read as the chart, the second as news; large
            images are compressed first.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => pickerRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" /> Choose files
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => cameraRef.current?.click()}
          >
            <Camera aria-hidden="true" /> Take photo
          </Button>
        </div>
        <input
          ref={pickerRef}
          disabled={disabled}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Screenshot files"
          data-testid="screenshot-input"
          onChange={(e) => take(e.target.files, e.target)}
        />
        <input
          ref={cameraRef}
          disabled={disabled}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Camera photo"
          onChange={(e) => take(e.target.files, e.target)}
        />
      </div>

      {shots.length > 0 && (
        <ul aria-label="Added screenshots" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shots.map((s, i) => (
            <li
              key={s.id}
              className={cn(
                "relative overflow-hidden rounded-lg border bg-background/40",
                i < 2 ? "border-border" : "border-dashed border-border opacity-60",
              )}
            >
              {/* A local blob: URL preview; next/image cannot optimise those. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={s.url}
                alt={`${roleOf(i)} screenshot: ${s.file.name}`}
                className="aspect-video w-full object-cover"
              />
              <div className="flex items-start justify-between gap-1 p-2 text-xs">
                <div className="min-w-0">
                  <p
                    className={cn(
                      "font-semibold",
                      i === 0 ? "text-primary" : i === 1 ? "text-accent" : "text-muted-foreground",
                    )}
                  >
                    {roleOf(i)}
                  </p>
                  <p className="truncate text-muted-foreground" title={s.file.name}>
                    {s.file.name}
                  </p>
                  <p className="text-muted-foreground">
                    {formatBytes(s.file.size)}
                    {s.compressed && ` (from ${formatBytes(s.originalSize)})`}
                  </p>
                </div>
                {i > 0 && (
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onMakeChart(s.id)}
                    aria-label={`Use ${s.file.name} as the chart`}
                    title="Use as chart"
                    className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Star className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
              </div>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(s.id)}
                aria-label={`Remove ${s.file.name}`}
                className="absolute right-1.5 top-1.5 rounded-full bg-background/80 p-1 text-foreground hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shots.length > 2 && (
        <p className="text-xs text-muted-foreground">
          Only the first two screenshots are sent: the chart, then the news.
        </p>
      )}
    </div>
  );
}
