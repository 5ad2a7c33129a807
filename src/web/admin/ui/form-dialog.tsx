// The admin's form dialog and error mapping are the shared form kit's (decision 0139).
export { FormDialog } from '../../ui/form/form-dialog';
