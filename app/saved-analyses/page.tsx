import { SavedAnalysesList } from "@/components/analysis/saved-analyses-list";
import { SavedExportProvider } from "@/components/share-export/saved-export";

export const dynamic = "force-dynamic";

// /saved-analyses: the signed-in user's saved analyses (a 401 from the API sends the visitor to /).
export default function SavedAnalysesPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6">
      <SavedExportProvider>
        <SavedAnalysesList />
      </SavedExportProvider>
    </main>
  );
}
