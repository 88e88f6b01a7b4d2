import { lazy, Suspense } from 'react';
import type { ClipToolsStore } from '../../../core/stores/ClipToolsStore';
import { Loading } from '../Loading';
import { ToolPanel } from './ToolPanel';

// The citation rules load with the panel: most visitors never open it.
const Citations = lazy(() => import('./Citations'));

/** Cite: the video in Chicago, MLA and APA style, each with its own copy button. */
export function CiteControl({ tools }: { tools: ClipToolsStore }) {
  return (
    <ToolPanel label="Cite" lazy>
      <Suspense fallback={<Loading />}>
        <Citations tools={tools} />
      </Suspense>
    </ToolPanel>
  );
}
