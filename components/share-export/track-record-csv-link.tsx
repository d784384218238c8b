import { FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";

// Every call of the signed-in user with its outcome, as a spreadsheet.
export function TrackRecordCsvLink() {
  return (
    <Button asChild variant="outline" size="sm" className="self-start">
      <a href="/api/exports/track-record-csv" download>
        <FileSpreadsheet aria-hidden="true" />
        Download CSV
      </a>
    </Button>
  );
}
