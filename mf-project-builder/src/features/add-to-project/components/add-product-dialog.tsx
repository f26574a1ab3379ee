import { useId, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  PROJECT_LIMITS,
  href,
  type AddToProjectRequest,
  type EventBus,
  type Market,
  type Session,
} from '@specify/contracts';
import { Button, Dialog, QuantityInput, Select, TextArea } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { FIRST_ROOM_OPTIONS } from '../../../lib/first-room';
import type { OpenProject } from '../api/open-projects';
import { useFirstFieldFocus } from '../hooks/use-first-field-focus';
import { useProjectChoice } from '../hooks/use-project-choice';
import { ProjectChoiceForm } from './project-choice-form';

export interface AddProductDialogProps {
  market: Market;
  bus: EventBus;
  session: Session;
  request: Extract<AddToProjectRequest, { kind: 'product' }>;
  onClose: () => void;
}

/**
 * Adds one product to a project (project-builder.md §7 updateShoppingList): the project (or a new
 * one), a room of it, a quantity of 1 to 9999 and an optional note of up to 300 characters. On
 * success the dialog closes and a toast links to the project; a refusal is said inside the dialog
 * and nothing typed is lost.
 */
export function AddProductDialog({
  market,
  bus,
  session,
  request,
  onClose,
}: AddProductDialogProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const formId = useId();
  const noteCountId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState('');
  const [quantity, setQuantity] = useState(request.quantity ?? 1);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ project?: string; room?: string }>({});
  const [failure, setFailure] = useState<string>();
  // Adds the product to a room of the project (updateShoppingList, §7).
  const { trigger, isMutating } = useMutationAction('project/updateShoppingList');
  const choice = useProjectChoice((project: OpenProject | undefined) => {
    const rooms = project?.roomLabels ?? [];
    setRoom(rooms.length === 1 ? (rooms[0] ?? '') : '');
    setErrors({});
  });
  useFirstFieldFocus(body, choice.loaded, choice.creating ? 'create' : 'add');

  const product = request.name ?? request.sku;
  const project = choice.project;
  // A project without rooms is offered the default rooms; the one chosen comes with the product.
  const noRooms = project !== undefined && project.roomLabels.length === 0;
  const roomOptions = noRooms
    ? FIRST_ROOM_OPTIONS
    : (project?.roomLabels ?? []).map((label) => ({ value: label, label }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isMutating) return;
    const found = {
      ...(project ? {} : { project: t('addToProject.chooseProject') }),
      ...(project && !room ? { room: t('addToProject.chooseRoom') } : {}),
    };
    setErrors(found);
    setFailure(undefined);
    if (!project || !room) return;
    const roomNotes = note.trim();
    try {
      await trigger({
        shoppingListId: project.shoppingListId,
        sku: request.sku,
        items: [{ roomName: room, quantity, ...(roomNotes ? { roomNotes } : {}) }],
      });
    } catch (error) {
      setFailure(actionMessage(error, t('addToProject.failed')));
      return;
    }
    bus.publish('toast:show', {
      tone: 'success',
      message: t('addToProject.added', { product, project: project.projectName }),
      action: {
        label: t('addToProject.viewProject'),
        href: href('projectView', market, undefined, { projectId: project.shoppingListId }),
      },
    });
    bus.publish('analytics:event', {
      event: 'add_to_project',
      params: { item_id: request.sku, quantity },
    });
    onClose();
  }

  const showForm = choice.loaded && !choice.creating;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('addToProject.title')}
      dismissible={!isMutating}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            {t('addToProject.cancel')}
          </Button>
          {showForm && (
            <Button type="submit" form={formId} busy={isMutating}>
              {t('addToProject.add')}
            </Button>
          )}
        </>
      }
    >
      <div ref={body} className="builder-add-to-project">
        <p className="builder-add-to-project__product">
          <span className="builder-add-to-project__product-name">{product}</span>
          {request.name && (
            <span className="builder-add-to-project__meta">
              {t('addToProject.productCode', { sku: request.sku })}
            </span>
          )}
        </p>
        <ProjectChoiceForm
          choice={choice}
          market={market}
          session={session}
          formId={formId}
          onSubmit={(event) => void submit(event)}
          projectError={errors.project}
          failure={failure}
        >
          {noRooms && (
            <p className="builder-add-to-project__notice">
              {t('addToProject.noRooms', { project: project.projectName })}{' '}
              <a
                href={href('projectEdit', market, undefined, {
                  projectId: project.shoppingListId,
                })}
                onClick={(event) => {
                  navigateToUrl(event);
                  onClose();
                }}
              >
                {t('addToProject.editProject')}
              </a>
            </p>
          )}
          <Select
            label={t(noRooms ? 'addToProject.newRoom' : 'addToProject.room')}
            placeholder={t('addToProject.roomPlaceholder')}
            options={roomOptions}
            value={room}
            disabled={!project}
            required
            error={errors.room}
            onChange={(event) => setRoom(event.target.value)}
          />
          <QuantityInput
            label={t('addToProject.quantity')}
            showLabel
            value={quantity}
            min={1}
            max={PROJECT_LIMITS.quantity}
            onChange={setQuantity}
            decreaseLabel={t('addToProject.decrease')}
            increaseLabel={t('addToProject.increase')}
          />
          <div>
            <TextArea
              label={t('addToProject.note')}
              optional
              rows={3}
              value={note}
              maxLength={PROJECT_LIMITS.note}
              aria-describedby={noteCountId}
              onChange={(event) => setNote(event.target.value.slice(0, PROJECT_LIMITS.note))}
            />
            <p id={noteCountId} className="builder-add-to-project__count">
              {t('addToProject.noteCount', { count: note.length, max: PROJECT_LIMITS.note })}
            </p>
          </div>
        </ProjectChoiceForm>
      </div>
    </Dialog>
  );
}
