import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getLeads, moveLead, type Lead, type LeadStatus } from '@/api/crm';
import { useFormatDate } from '@/components/date-text/date-text';
import { toast } from '@/components/toasts/toast';
import { leadStatuses } from '@contract/crm';
import { crmKeys } from '../api/queries';
import { canDrop } from '../lib/board';

type Movable = Exclude<LeadStatus, 'enrolled'>;

function LeadCard({
  lead,
  onOpen,
  onMove,
}: {
  lead: Lead;
  onOpen: () => void;
  onMove: (to: Movable) => void;
}) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const locked = lead.status === 'enrolled';
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: lead.id,
    data: { status: lead.status },
    disabled: locked,
  });
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid="lead-card"
      data-lead={lead.name}
      sx={{
        p: 1,
        gap: 0.5,
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        {!locked && (
          <Box
            component="button"
            type="button"
            {...listeners}
            {...attributes}
            aria-label={t('crm.dragLead', { name: lead.name })}
            data-testid="lead-handle"
            sx={{
              border: 0,
              background: 'none',
              p: 0.25,
              cursor: 'grab',
              color: 'text.tertiary',
              touchAction: 'none',
              borderRadius: 'sm',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
            }}
          >
            <GripVertical size={16} aria-hidden />
          </Box>
        )}
        <Box
          component="button"
          type="button"
          onClick={onOpen}
          sx={{
            flex: 1,
            minWidth: 0,
            textAlign: 'left',
            border: 0,
            background: 'none',
            p: 0,
            cursor: 'pointer',
            color: 'text.primary',
            font: 'inherit',
            borderRadius: 'sm',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
          }}
        >
          <Typography level="title-sm" noWrap>
            {lead.name}
          </Typography>
          <Typography level="body-xs" noWrap>
            {t(`crm.sources.${lead.source}`)}
            {lead.nextFollowUp
              ? ` · ${t('crm.followUpOn', { date: formatDate(lead.nextFollowUp) })}`
              : ''}
          </Typography>
        </Box>
      </Box>
      {!locked && (
        <Select
          size="sm"
          value={lead.status}
          onChange={(_, v) => v && v !== lead.status && onMove(v as Movable)}
          slotProps={{ button: { 'aria-label': t('crm.moveLead', { name: lead.name }) } }}
        >
          {leadStatuses
            .filter((s) => s !== 'enrolled')
            .map((s) => (
              <Option key={s} value={s}>
                {t(`crm.statuses.${s}`)}
              </Option>
            ))}
        </Select>
      )}
    </Card>
  );
}

function Column({
  status,
  leads,
  children,
}: {
  status: LeadStatus;
  leads: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={t(`crm.statuses.${status}`)}
      data-testid={`column-${status}`}
      sx={{
        flex: '0 0 220px',
        minHeight: 200,
        p: 1,
        borderRadius: 'md',
        bgcolor: isOver ? 'primary.softBg' : 'background.level1',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // A long column scrolls inside the board rather than stretching the page.
        maxHeight: '75vh',
        overflowY: 'auto',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography level="title-sm" component="h3">
          {t(`crm.statuses.${status}`)}
        </Typography>
        <Chip size="sm" variant="soft">
          {leads}
        </Chip>
      </Box>
      {children}
    </Box>
  );
}

/**
 * The pipeline as a board: a column per status, cards dragged between them with a mouse, a
 * finger or the keyboard (dnd-kit), or moved with each card's own status menu. Enrolled
 * cards stay put: enrolment comes from a signup.
 */
export function LeadBoard({
  onOpen,
  counts,
}: {
  onOpen: (lead: Lead) => void;
  /** Every lead per status (the dashboard's), while a column shows its latest page. */
  counts: Partial<Record<LeadStatus, number>>;
}) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const columns = useQueries({
    queries: leadStatuses.map((status) => ({
      queryKey: crmKeys.leads(status, ''),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getLeads({ status, search: '' }, null, signal),
    })),
  });
  const move = useMutation({
    mutationFn: ({ id, to }: { id: number; to: Movable }) => moveLead(id, to),
    onMutate: async ({ id, to }) => {
      // The card moves at once; the server's answer settles it.
      await client.cancelQueries({ queryKey: [...crmKeys.all, 'leads'] });
      const from = columns.findIndex((c) => c.data?.items.some((l) => l.id === id));
      const lead = columns[from]?.data?.items.find((l) => l.id === id);
      if (!lead) return;
      client.setQueryData<{ items: Lead[]; nextPageUrl: string | null }>(
        crmKeys.leads(lead.status, ''),
        (old) => old && { ...old, items: old.items.filter((l) => l.id !== id) },
      );
      client.setQueryData<{ items: Lead[]; nextPageUrl: string | null }>(
        crmKeys.leads(to, ''),
        (old) => old && { ...old, items: [{ ...lead, status: to }, ...old.items] },
      );
    },
    onError: (e) => toast.error(e.message),
    onSettled: () => void client.invalidateQueries({ queryKey: crmKeys.all }),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (e: DragEndEvent) => {
    const from = e.active.data.current?.status as LeadStatus | undefined;
    const to = e.over?.id as LeadStatus | undefined;
    if (!from || !to || !canDrop(from, to)) return;
    move.mutate({ id: Number(e.active.id), to: to as Movable });
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('crm.dragHelp') },
      }}
    >
      <Box
        data-testid="lead-board"
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}
      >
        {leadStatuses.map((status, i) => {
          const items = columns[i]?.data?.items ?? [];
          return (
            <Column key={status} status={status} leads={counts[status] ?? items.length}>
              {items.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  onOpen={() => onOpen(lead)}
                  onMove={(to) => move.mutate({ id: lead.id, to })}
                />
              ))}
            </Column>
          );
        })}
      </Box>
    </DndContext>
  );
}
