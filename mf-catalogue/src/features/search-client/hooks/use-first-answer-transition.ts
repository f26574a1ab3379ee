import { startTransition, useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { Middleware } from 'instantsearch.js';

/**
 * InstantSearch renders an answer by setting each widget hook's state from a microtask after the
 * response (the main index's `render`, then the instance's `render` event): urgent updates, so
 * React rendered a listing's first answer (every filter group's values and every card) in one
 * task, 100-170 ms at 4x CPU. The first answer's updates are set inside `startTransition` here:
 * React renders them in slices that yield to the browser, and what showed (the loading overlay)
 * stays until they commit. Only the first: later answers follow the visitor's own changes (a
 * sort, a query), and rendered late they would show the page out of step with its address.
 */
export const renderFirstAnswerInTransition: Middleware = ({ instantSearchInstance }) => {
  const index = instantSearchInstance.mainIndex;
  const render = index.render;
  const emit = instantSearchInstance.emit;
  const restore = () => {
    index.render = render;
    instantSearchInstance.emit = emit;
  };
  return {
    $$type: 'specify.renderFirstAnswerInTransition',
    subscribe() {
      index.render = (options) =>
        eachWidgetInTransition(index.getWidgets(), () => render.call(index, options));
      instantSearchInstance.emit = (event, ...args) => {
        if (event !== 'render') return emit.call(instantSearchInstance, event, ...args);
        let listened = false;
        startTransition(() => {
          listened = emit.call(instantSearchInstance, event, ...args);
        });
        // The `render` event ends a render: once it carried an answer, the next render is urgent.
        if (index.getResults()) restore();
        return listened;
      };
    },
    unsubscribe: restore,
  };
};

/** A widget, or a nested index, as far as its render goes. */
interface WithRender {
  render?: (options: never) => void;
}

/**
 * Runs `render` with each widget's own render (its hook's update) inside a transition of its
 * own: one transition for them all would be one of dozens of updates, which React's development
 * build warns of as a store's subscription (this one is bounded: the first answer, once).
 */
function eachWidgetInTransition(widgets: readonly WithRender[], render: () => void) {
  const patched = widgets.flatMap((widget) => {
    const own = widget.render;
    if (!own) return [];
    widget.render = (options: never) => startTransition(() => own.call(widget, options));
    return [{ widget, own }];
  });
  try {
    render();
  } finally {
    for (const { widget, own } of patched) widget.render = own;
  }
}

/** Renders the surrounding `<InstantSearch>`'s first answer as a transition (see above). */
export function useRenderFirstAnswerInTransition() {
  const { addMiddlewares } = useInstantSearch();
  // Added as the listing's widgets mount: before the first search they send is answered.
  useEffect(() => addMiddlewares(renderFirstAnswerInTransition), [addMiddlewares]);
}
