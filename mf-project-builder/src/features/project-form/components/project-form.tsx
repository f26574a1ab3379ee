import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  ActionCallError,
  PROJECT_LOCATIONS,
  PROJECT_TIMERS,
  type Project,
} from '@specify/contracts';
import { Button, Checkbox, Select, TextArea, TextField } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { isInternal } from '../../../lib/guards';
import type { ProjectDetailsTabProps } from '../../../lib/project-tab';
import { useProjectTypes } from '../api/project-types';
import { useUpdateProject } from '../api/update-project';
import {
  FIELD_LIMITS,
  changedItems,
  createRequest,
  initialValues,
  isDirty,
  typedValue,
  validate,
  type FormErrors,
  type FormField,
  type ProjectFormValues,
  type TextField as TextFieldName,
} from '../model/form-values';
import { roomsHoldingProducts } from '../model/rooms';
import { RoomsPicker } from './rooms-picker';
import '../project-form.css';

const LABELS: Record<TextFieldName, MessageId> = {
  projectName: 'projectForm.field.projectName',
  projectType: 'projectForm.field.projectType',
  projectLocation: 'projectForm.field.projectLocation',
  username: 'projectForm.field.username',
  opportunityNumber: 'projectForm.field.opportunityNumber',
  projectVersion: 'projectForm.field.projectVersion',
  customerName: 'projectForm.field.customerName',
  customerEmail: 'projectForm.field.customerEmail',
  customerPhone: 'projectForm.field.customerPhone',
  customerAddress: 'projectForm.field.customerAddress',
};

/** The order a failed save looks for the first field to fix. */
const FIELD_ORDER: FormField[] = [
  'projectName',
  'projectType',
  'projectLocation',
  'username',
  'rooms',
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
];

const fieldId = (field: FormField) => `builder-project-${field}`;

/**
 * Tab 1, Project details (project-builder.md §2 "Tab 1", §4 "Create", "Edit", §5 "Project form"):
 * the project's name, type, location, specifier, Project ID and version, the rooms and, for
 * internal users, the customer. Save & Continue creates the project, or saves what changed, then
 * goes to tab 2. While the form holds unsaved changes it tells the wizard how to save them.
 */
export function ProjectForm({
  market,
  session,
  project,
  onProjectChange,
  readOnly,
  goToTab,
  setUnsaved,
}: ProjectDetailsTabProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const account = session.status === 'authenticated' ? session.account : undefined;
  const internal = isInternal(session);
  const [start, setStart] = useState(() => initialValues(project, account));
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FormErrors>({});
  const [checked, setChecked] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; refused: boolean }>();
  // The platform's refusal of the save shows for 3 s (project-builder.md §8 "Project save"); the
  // no-internet and generic messages stay until the next try.
  useEffect(() => {
    if (!saveError?.refused) return;
    const timer = setTimeout(() => setSaveError(undefined), PROJECT_TIMERS.saveErrorMs);
    return () => clearTimeout(timer);
  }, [saveError]);
  const projectTypes = useProjectTypes();
  const create = useMutationAction('project/createShoppingList');
  const update = useUpdateProject();
  const context = {
    market,
    internal,
    roomsRequired: !project || project.roomLabels.length > 0,
  };
  const heldRooms = roomsHoldingProducts(project);
  const dirty = !readOnly && isDirty(values, start);

  // The project can change under the form (a newer copy read, a save): what was not edited follows.
  const shownVersion = useRef(project ? `${project.id}@${project.version}` : '');
  useEffect(() => {
    const version = project ? `${project.id}@${project.version}` : '';
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    const next = initialValues(project, account);
    setValues((current) => (isDirty(current, start) ? current : next));
    setStart(next);
  }, [project, account, start]);

  const saveRef = useRef<() => Promise<boolean>>(async () => false);
  saveRef.current = save;
  useEffect(() => {
    setUnsaved(dirty ? () => saveRef.current() : null);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(null), [setUnsaved]);

  function accept(saved: Project) {
    const next = initialValues(saved, account);
    shownVersion.current = `${saved.id}@${saved.version}`;
    setStart(next);
    setValues(next);
    onProjectChange(saved);
  }

  /** Checks and saves; answers whether the project is saved (the wizard's Save and continue). */
  async function save(): Promise<boolean> {
    const found = validate(values, context);
    setErrors(found);
    setChecked(true);
    setSaveError(undefined);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return false;
    }
    try {
      if (!project) accept(await create.trigger(createRequest(values, internal)));
      else {
        const items = changedItems(values, project, internal);
        if (items)
          accept(
            await update.trigger({ shoppingListId: project.id, version: project.version, items }),
          );
      }
      setUnsaved(null);
      return true;
    } catch (error) {
      const refused =
        error instanceof ActionCallError && error.statusCode >= 400 && error.statusCode < 500;
      setSaveError({ message: actionMessage(error), refused });
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await save()) goToTab(2);
  }

  function change<F extends keyof ProjectFormValues>(field: F, value: ProjectFormValues[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed save, each field is checked again as it changes.
    if (checked && field !== 'isInternalProject')
      setErrors((current) => ({
        ...current,
        [field]: validate(next, context)[field as FormField],
      }));
  }

  function paste(field: TextFieldName) {
    return (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      event.preventDefault();
      const input = event.currentTarget;
      const from = input.selectionStart ?? input.value.length;
      const to = input.selectionEnd ?? from;
      const pasted = event.clipboardData.getData('text');
      change(field, typedValue(field, input.value.slice(0, from) + pasted + input.value.slice(to)));
    };
  }

  const text = (field: TextFieldName) => ({
    id: fieldId(field),
    label: t(LABELS[field]),
    value: values[field],
    maxLength: FIELD_LIMITS[field],
    readOnly,
    error: errors[field] && t(errors[field]),
    onChange: (event: { target: { value: string } }) =>
      change(field, typedValue(field, event.target.value)),
    onPaste: paste(field),
  });

  const busy = create.isMutating || update.isMutating;
  const locations = PROJECT_LOCATIONS[market].map((value) => ({ value, label: value }));

  return (
    <form
      noValidate
      className="builder-form"
      aria-label={t('wizard.tab.details')}
      onSubmit={(event) => void submit(event)}
    >
      <div className="builder-form__grid">
        <TextField {...text('projectName')} required autoComplete="off" />
        <Select
          id={fieldId('projectType')}
          label={t(LABELS.projectType)}
          placeholder={t('projectForm.selectType')}
          options={projectTypes}
          value={values.projectType}
          required
          disabled={readOnly}
          error={errors.projectType && t(errors.projectType)}
          onChange={(event) =>
            change('projectType', event.target.value as ProjectFormValues['projectType'])
          }
        />
        <Select
          id={fieldId('projectLocation')}
          label={t(LABELS.projectLocation)}
          placeholder={t('projectForm.selectLocation')}
          options={locations}
          value={values.projectLocation}
          required
          disabled={readOnly}
          error={errors.projectLocation && t(errors.projectLocation)}
          onChange={(event) =>
            change('projectLocation', event.target.value as ProjectFormValues['projectLocation'])
          }
        />
        <TextField {...text('username')} required autoComplete="name" />
        <TextField {...text('opportunityNumber')} optional autoComplete="off" />
        <TextField {...text('projectVersion')} optional autoComplete="off" />
      </div>
      <RoomsPicker
        rooms={values.rooms}
        onChange={(rooms) => change('rooms', rooms)}
        locked={readOnly}
        held={heldRooms}
        hint={t(
          readOnly
            ? 'projectForm.rooms.viewHint'
            : heldRooms.length > 0
              ? 'projectForm.rooms.lockedHint'
              : 'projectForm.rooms.hint',
        )}
        error={errors.rooms && t(errors.rooms)}
        firstChipId={fieldId('rooms')}
      />
      {internal && (
        <Section title={t('projectForm.section.customer')}>
          <div className="builder-form__grid">
            <TextField {...text('customerName')} optional autoComplete="off" />
            <TextField {...text('customerEmail')} optional type="email" autoComplete="off" />
            <TextField {...text('customerPhone')} optional type="tel" autoComplete="off" />
            <TextArea
              {...text('customerAddress')}
              optional
              rows={2}
              hint={t('projectForm.customerAddressHint')}
            />
          </div>
          <Checkbox
            label={t('projectForm.field.internalProject')}
            checked={values.isInternalProject}
            // The flag is set when the project is created; the edit call has no field for it.
            disabled={readOnly || Boolean(project)}
            onChange={(event) => change('isInternalProject', event.target.checked)}
          />
        </Section>
      )}
      {!readOnly && (
        <div className="builder-form__actions">
          <p role="alert" className="builder-form__alert">
            {saveError?.message}
          </p>
          <Button type="submit" busy={busy}>
            {t('projectForm.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="builder-form__section">
      <h3 className="builder-form__title">{title}</h3>
      {children}
    </section>
  );
}
