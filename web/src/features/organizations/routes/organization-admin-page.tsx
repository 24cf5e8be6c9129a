import {
  Alert,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  organizationMemberSchema,
  organizationSchema,
  type Organization,
  type OrganizationMember,
} from '@aforo/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { PageLoader } from '../../../components/page-loader';
import { MoreMessages } from '../../../i18n/more-messages';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { notify } from '../../../lib/notify';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import {
  fetchMembers,
  useMemberWrite,
  useOrganization,
  useOrganizationMembers,
  useOrganizationStats,
  useSaveOrganization,
} from '../api/organization-api';
import { AppearanceTab } from '../components/appearance-tab';
import { MemberDialog } from '../components/member-dialog';
import { MemberImport } from '../components/member-import';
import { MemberSettingsTab } from '../components/member-settings-tab';
import { organizationsMessages } from '../messages';

/** The spec's members table shows the first 50 (part 3 §9); the export brings everyone. */
const MEMBERS_SHOWN = 50;
const MEMBERS_EXPORT = 500;

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      <Button size="sm" ms="auto" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}

/** Eventos: per event, registered, checked in and not, counted exactly by the API. */
function EventsTab({ orgId }: { orgId: string }) {
  const t = useT();
  const stats = useOrganizationStats(orgId);
  if (stats.status === 'loading') return <PageLoader />;
  if (stats.status === 'error')
    return <LoadError message={stats.error.message} retry={stats.reload} />;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {t('organizations.events')}
        </Heading>
        <Button asChild size="sm">
          <RouterLink to={`/create-event?orgId=${encodeURIComponent(orgId)}`}>
            {t('organizations.createEvent')}
          </RouterLink>
        </Button>
      </HStack>
      <Table.Root size="sm" data-testid="organization-stats">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('organizations.stats.name')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('organizations.stats.count')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('organizations.stats.checkedIn')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('organizations.stats.checkedInNot')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stats.data.data.map((row) => (
            <Table.Row key={row._id} data-testid={`organization-stats-${row._id}`}>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell textAlign="end">{row.count}</Table.Cell>
              <Table.Cell textAlign="end">{row.checked_in}</Table.Cell>
              <Table.Cell textAlign="end">{row.checked_in_not}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {stats.data.data.length === 0 ? <Text>{t('organizations.noEvents')}</Text> : null}
    </Stack>
  );
}

const informationSchema = organizationSchema.pick(['name', 'description']);

/** Información: the organization's name and description (part 3 §2.8). */
function InformationTab({ organization }: { organization: Organization }) {
  const t = useT();
  const [values, setValues] = useState({
    name: organization.name,
    description: organization.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOrganization(organization._id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await informationSchema.validate(values, { abortEarly: false });
    } catch (error) {
      if (error instanceof yup.ValidationError) {
        setErrors(Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message])));
      }
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(values);
      notify(t('organizations.info.saved'));
    } catch {
      notify(t('organizations.info.failed'), { type: 'error' });
    }
  };
  return (
    <Stack as="form" gap="4" maxW="2xl" onSubmit={(event) => void submit(event)}>
      <Heading as="h2" size="md">
        {t('organizations.information')}
      </Heading>
      <Field.Root required invalid={Boolean(errors['name'])}>
        <Field.Label>{t('organizations.info.name')}</Field.Label>
        <Input
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <Field.ErrorText>{errors['name']}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors['description'])}>
        <Field.Label>{t('organizations.info.description')}</Field.Label>
        <Textarea
          rows={6}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        <Field.ErrorText>{errors['description']}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" alignSelf="start" loading={save.isPending}>
        {t('organizations.info.save')}
      </Button>
    </Stack>
  );
}

/**
 * Adds a member (the organization import's one-row endpoint, idempotent by e-mail); the list
 * is read again by the mutation.
 */
function AddMemberForm({ orgId }: { orgId: string }) {
  const t = useT();
  const empty = { name: '', email: '', position: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMemberWrite(orgId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { properties: values, role: 'member' };
    try {
      await organizationMemberSchema.validate(body, { abortEarly: false });
    } catch (error) {
      if (error instanceof yup.ValidationError) {
        setErrors(
          Object.fromEntries(
            error.inner.map((e) => [(e.path ?? '').replace(/^properties\./, ''), e.message]),
          ),
        );
      }
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({ kind: 'add', body });
      setValues(empty);
      notify(t('organizations.members.added'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([k, v]) => [k.replace(/^properties\./, ''), v]),
          ),
        );
      } else {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      }
    }
  };
  const field = (name: keyof typeof empty, label: string, required: boolean) => (
    <Field.Root required={required} invalid={Boolean(errors[name])} maxW="xs">
      <Field.Label>{label}</Field.Label>
      <Input
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <HStack
      as="form"
      align="end"
      gap="3"
      wrap="wrap"
      data-testid="add-member"
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      {field('name', t('organizations.members.name'), true)}
      {field('email', t('organizations.members.email'), true)}
      {field('position', t('organizations.members.position'), false)}
      <Button type="submit" size="sm" loading={add.isPending}>
        {t('organizations.members.add')}
      </Button>
    </HStack>
  );
}

/**
 * Miembros: the first 50 with the spec's note, search by e-mail, export Miembros_{date}.xlsx, add,
 * edit (properties per the member fields, position), remove, and the organization import.
 */
function MembersTab({ organization }: { organization: Organization }) {
  const t = useT();
  const orgId = organization._id;
  const [editing, setEditing] = useState<OrganizationMember | null>(null);
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const members = useOrganizationMembers(orgId, MEMBERS_SHOWN, email);
  const write = useMemberWrite(orgId);
  const removal = useDeleteConfirmation<OrganizationMember>({
    text: t('organizations.members.confirmRemove'),
    done: t('organizations.members.removed'),
    remove: async (member) => {
      await write.mutateAsync({ kind: 'remove', memberId: member._id });
    },
  });
  const exportAll = async () => {
    const all = await fetchMembers(orgId, MEMBERS_EXPORT);
    await downloadSpreadsheet({
      fileName: `Miembros_${ddmmyy()}.xlsx`,
      sheetName: 'Members',
      columns: [
        { header: t('organizations.members.name') },
        { header: t('organizations.members.email') },
        { header: t('organizations.members.position') },
        { header: t('organizations.members.role') },
      ],
      rows: all.data.map((m) => [
        m.properties.name,
        m.properties.email,
        m.properties.position ?? '',
        m.role,
      ]),
    });
  };
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('organizations.members')}
      </Heading>
      <Text fontSize="sm">{t('organizations.members.note')}</Text>
      <AddMemberForm orgId={orgId} />
      {removal.dialog}
      <HStack
        as="form"
        gap="3"
        wrap="wrap"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setEmail(search.trim());
        }}
      >
        <Input
          type="search"
          maxW="sm"
          aria-label={t('organizations.members.search')}
          placeholder={t('organizations.members.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            if (e.target.value === '') setEmail('');
          }}
        />
        <Button type="submit" variant="outline" size="sm">
          {t('organizations.members.search')}
        </Button>
        <Button size="sm" onClick={() => void exportAll()}>
          {t('organizations.members.export')}
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="import">{t('organizations.members.import')}</RouterLink>
        </Button>
      </HStack>
      {editing ? (
        <MemberDialog
          orgId={orgId}
          fields={organization.user_properties}
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      {members.status === 'loading' ? <PageLoader /> : null}
      {members.status === 'error' ? (
        <LoadError message={members.error.message} retry={members.reload} />
      ) : null}
      {members.status === 'success' ? (
        <>
          <Text fontSize="sm">
            {t('organizations.members.total', { total: members.data.total })}
          </Text>
          {members.data.data.length === 0 ? <Text>{t('organizations.members.empty')}</Text> : null}
          {/* Five columns do not fit a phone: the table scrolls inside its box, not the page. */}
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" data-testid="organization-members">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('organizations.members.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('organizations.members.email')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('organizations.members.position')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('organizations.members.role')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('organizations.members.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {members.data.data.map((m) => (
                  <Table.Row key={m._id}>
                    <Table.Cell>{m.properties.name}</Table.Cell>
                    <Table.Cell>{m.properties.email}</Table.Cell>
                    <Table.Cell>{m.properties.position}</Table.Cell>
                    <Table.Cell>{m.role}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`${t('organizations.members.edit')} ${m.properties.name}`}
                          onClick={() => setEditing(m)}
                        >
                          {t('organizations.members.edit')}
                        </Button>
                        <Button size="xs" variant="outline" onClick={() => removal.ask(m)}>
                          {t('organizations.members.remove')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      ) : null}
    </Stack>
  );
}

function OrganizationAdmin() {
  const t = useT();
  const { id = '' } = useParams();
  const organization = useOrganization(id);
  // After a write the organization is read again: the last one read stays on screen meanwhile,
  // so the open tab keeps its state.
  const [shown, setShown] = useState<Organization | null>(null);
  if (organization.status === 'success' && organization.data !== shown) {
    setShown(organization.data);
  }
  if (organization.status === 'error') {
    return (
      <Container maxW="4xl" py="8">
        <LoadError message={organization.error.message} retry={organization.reload} />
      </Container>
    );
  }
  if (shown === null || shown._id !== id) return <PageLoader />;
  const base = `/admin/organization/${encodeURIComponent(id)}`;
  // The spec's side menu and routes (part 3 §2.8).
  const tabs = [
    ['events', t('organizations.events')],
    ['information', t('organizations.information')],
    ['appearance', t('organizations.appearance')],
    ['members', t('organizations.members')],
    ['membersettings', t('organizations.memberSettings')],
  ] as const;
  return (
    <Container maxW="6xl" py="6" data-testid="organization-admin">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {shown.name}
          </Heading>
          <Link asChild color="blue.800" alignSelf="start">
            <RouterLink to={`/organization/${encodeURIComponent(id)}/events`}>
              {t('organizations.landing')}
            </RouterLink>
          </Link>
        </Stack>
        <HStack as="nav" aria-label={t('organizations.nav')} gap="2" wrap="wrap">
          {tabs.map(([path, label]) => (
            <Button key={path} asChild size="sm" variant="outline">
              <NavLink to={`${base}/${path}`}>{label}</NavLink>
            </Button>
          ))}
        </HStack>
        <Routes>
          <Route index element={<Navigate to="events" replace />} />
          <Route path="events" element={<EventsTab orgId={id} />} />
          <Route path="information" element={<InformationTab organization={shown} />} />
          <Route path="appearance" element={<AppearanceTab orgId={id} />} />
          <Route path="members" element={<MembersTab organization={shown} />} />
          <Route path="members/import" element={<MemberImport organization={shown} />} />
          <Route path="membersettings" element={<MemberSettingsTab organization={shown} />} />
        </Routes>
      </Stack>
    </Container>
  );
}

/**
 * /admin/organization/{id} (spec part 3 §2.8): Eventos (default), Información, Apariencia,
 * Miembros (with its import), Configuración miembros, and a link to the organization's landing.
 * The API answers only the organization's admins; its route (app/organization-admin-route) brings
 * the admin's strings, which the styles screen, the fields editor and the import wizard use.
 */
export default function OrganizationAdminPage() {
  return (
    <MoreMessages messages={organizationsMessages}>
      <OrganizationAdmin />
    </MoreMessages>
  );
}
