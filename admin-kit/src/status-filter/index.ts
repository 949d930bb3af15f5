export {
  StatusFilterField,
  STATUS_PARAM,
  listHrefForStatus,
  matchesActiveStatus,
  useActiveStatusParam,
  type ActiveStatus,
  type StatusFilterFieldProps,
} from './status-filter';
