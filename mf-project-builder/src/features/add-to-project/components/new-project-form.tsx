import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_ROOMS,
  PROJECT_LOCATIONS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  selectRoom,
  stripBlockedCharacters,
  type Market,
  type Session,
} from '@specify/contracts';
import { Button, Select, TextField } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import type { OpenProject } from '../api/open-projects';

export interface NewProjectFormProps {
  market: Market;
  session: Session;
  onCreated: (project: OpenProject) => void;
  /** Back to choosing a project; absent when the user has none to go back to. */
  onBack?: () => void;
}

type Field = 'name' | 'type' | 'location' | 'room';

/**
 * The specifier a new project names (§5: from the account's first and last name), with the
 * characters the field refuses taken out; the email's local part when the account has no name.
 */
export function specifierOf(session: Session): string {
  if (session.status !== 'authenticated') return '';
  const { firstName = '', lastName = '', email, companyName = '' } = session.account;
  const candidates = [`${firstName} ${lastName}`, email.split('@')[0] ?? '', companyName];
  for (const candidate of candidates) {
    const clean = stripBlockedCharacters(candidate).trim();
    if (clean) return clean;
  }
  return '';
}

/**
 * A project in a few fields (name, type, location by market and one room), created with the
 * contracts' rules as the wizard's tab 1 would: blocked characters are stripped as typed and
 * pasted, the name is cut to 50; the rest of the details can be filled in later in the builder.
 */
export function NewProjectForm({ market, session, onCreated, onBack }: NewProjectFormProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const headingId = useId();
  // A new, open project from the dialog's short form (createShoppingList, §7).
  const { trigger, isMutating } = useMutationAction('project/createShoppingList');
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [location, setLocation] = useState('');
  const [room, setRoom] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('addToProject.new.nameRequired');
    if (!type) found.type = t('addToProject.new.typeRequired');
    if (!location) found.location = t('addToProject.new.locationRequired');
    if (!room) found.room = t('addToProject.new.roomRequired');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isMutating) return;
    const found = check();
    setErrors(found);
    setFailure(undefined);
    const projectType = PROJECT_TYPES.find((candidate) => candidate === type);
    const projectLocation = PROJECT_LOCATIONS[market].find((candidate) => candidate === location);
    if (Object.keys(found).length > 0 || !projectType || !projectLocation) return;
    try {
      const project = await trigger({
        projectDetails: { projectName: name.trim(), projectType, projectLocation },
        selectedRoomDetails: [selectRoom(room, 1)],
        specifierDetails: { username: specifierOf(session) },
      });
      onCreated({
        shoppingListId: project.shoppingListId,
        projectName: project.projectName,
        version: project.version,
        roomLabels: project.roomLabels,
      });
    } catch (error) {
      setFailure(actionMessage(error, t('addToProject.new.failed')));
    }
  }

  return (
    <form
      className="builder-add-to-project__form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="builder-add-to-project__heading">
        {t('addToProject.new.heading')}
      </h3>
      <TextField
        label={t('addToProject.new.name')}
        value={name}
        autoComplete="off"
        required
        error={errors.name}
        // Stripped, then cut to 50 (§5), so a pasted name keeps every character it may.
        onChange={(event) => setName(stripBlockedCharacters(event.target.value))}
      />
      <Select
        label={t('addToProject.new.type')}
        placeholder={t('addToProject.new.typePlaceholder')}
        options={PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }))}
        value={type}
        required
        error={errors.type}
        onChange={(event) => setType(event.target.value)}
      />
      <Select
        label={t('addToProject.new.location')}
        placeholder={t('addToProject.new.locationPlaceholder')}
        options={PROJECT_LOCATIONS[market].map((value) => ({ value, label: value }))}
        value={location}
        required
        error={errors.location}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Select
        label={t('addToProject.new.room')}
        placeholder={t('addToProject.new.roomPlaceholder')}
        options={DEFAULT_ROOMS.map((value) => ({ value, label: value }))}
        value={room}
        required
        error={errors.room}
        onChange={(event) => setRoom(event.target.value)}
      />
      {failure && (
        <p role="alert" className="builder-add-to-project__alert">
          {failure}
        </p>
      )}
      <div className="builder-add-to-project__actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={isMutating}>
            {t('addToProject.new.back')}
          </Button>
        )}
        <Button type="submit" busy={isMutating}>
          {t('addToProject.new.create')}
        </Button>
      </div>
    </form>
  );
}
