import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionCallError, type Project } from '@specify/contracts';
import { useActionMessage } from '../../../lib/action-message';
import type { ProjectTabProps } from '../../../lib/project-tab';
import { readProject, usePerformMutation } from '../api/project-writes';
import { updateQuantities, type Mutation } from '../model/payloads';

/** What a failed write says; `stale` (409) offers a reload of the project. */
export interface Problem {
  message: string;
  stale: boolean;
}

/** How a write ended; 'busy' when another write was still in flight and this one was not sent. */
export type Outcome = 'saved' | 'stale' | 'failed' | 'busy';

/** The quantities typed on the tab that differ from the project's (§4 "saved on Save & Continue"). */
function changedQuantities(project: Project, quantities: Record<string, number>) {
  return project.roomGroups
    .flatMap((group) => group.items)
    .filter((item) => quantities[item.id] !== undefined && quantities[item.id] !== item.quantity)
    .map((item) => ({ lineItemId: item.id, quantity: quantities[item.id] ?? item.quantity }));
}

/**
 * Tab 3's server state: one write at a time (each sent at the version the last answer gave, and
 * each answer handed to the wizard), the success notice and the failure of the last write, the
 * quantities waiting for Save & Continue (registered with the wizard as its unsaved changes while
 * any differs) and the order a room shows while its new order is being saved.
 */
export function useRoomsReview({ project, market, onProjectChange, setUnsaved }: ProjectTabProps) {
  const actionMessage = useActionMessage();
  // The project as the last answer gave it: a write that waited for another is sent at its version.
  const latest = useRef(project);
  useEffect(() => {
    latest.current = project;
  }, [project]);
  const perform = usePerformMutation(() => latest.current);
  const inFlight = useRef<Promise<Outcome> | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [orders, setOrders] = useState<Record<string, string[]>>({});

  function send(what: string, mutation: Mutation, success = ''): Promise<Outcome> {
    if (inFlight.current) return Promise.resolve('busy');
    const write = (async (): Promise<Outcome> => {
      setBusy(what);
      setNotice('');
      setProblem(null);
      try {
        const answer = await perform(mutation);
        latest.current = answer;
        onProjectChange(answer);
        setNotice(success);
        return 'saved';
      } catch (error) {
        const stale = error instanceof ActionCallError && error.statusCode === 409;
        setProblem({ message: actionMessage(error), stale });
        return stale ? 'stale' : 'failed';
      } finally {
        inFlight.current = null;
        setBusy(null);
      }
    })();
    inFlight.current = write;
    return write;
  }

  const changes = changedQuantities(project, quantities);

  /**
   * Saves the quantities typed on the tab. Asked while another write is in flight (Save & Continue
   * right after a move), it waits for that write and saves after it, at the version it answered:
   * the click is never dropped.
   */
  async function saveQuantities(): Promise<Outcome> {
    while (inFlight.current) {
      const outcome = await inFlight.current;
      // The project changed under the tab: its own message offers the reload.
      if (outcome === 'stale') return outcome;
    }
    const pending = changedQuantities(latest.current, quantities);
    if (pending.length === 0) return 'saved';
    const outcome = await send('quantities', updateQuantities(pending));
    if (outcome === 'saved') setQuantities({});
    return outcome;
  }

  /** A room's items shown in `ids` order until the write saving that order has answered. */
  async function saveOrder(room: string, ids: string[], mutation: Mutation, success: string) {
    if (inFlight.current) return 'busy';
    setOrders((current) => ({ ...current, [room]: ids }));
    const outcome = await send(`order:${room}`, mutation, success);
    setOrders(({ [room]: _done, ...rest }) => rest);
    return outcome;
  }

  async function reload() {
    try {
      onProjectChange(await readProject(market, project.id));
      setQuantities({});
      setOrders({});
      setProblem(null);
    } catch (error) {
      setProblem({ message: actionMessage(error), stale: false });
    }
  }

  // The wizard asks before leaving while a quantity differs; Save and continue runs this save.
  const latestSave = useRef(saveQuantities);
  useEffect(() => {
    latestSave.current = saveQuantities;
  });
  const dirty = changes.length > 0;
  const saveForWizard = useCallback(async () => (await latestSave.current()) === 'saved', []);
  useEffect(() => {
    if (!dirty) {
      setUnsaved(null);
      return undefined;
    }
    setUnsaved(saveForWizard);
    return () => setUnsaved(null);
  }, [dirty, setUnsaved, saveForWizard]);

  return {
    busy,
    isBusy: () => inFlight.current !== null,
    notice,
    problem,
    send,
    quantityOf: (id: string, fallback: number) => quantities[id] ?? fallback,
    setQuantity: (id: string, quantity: number) =>
      setQuantities((current) => ({ ...current, [id]: quantity })),
    saveQuantities,
    orders,
    saveOrder,
    reload,
  };
}
