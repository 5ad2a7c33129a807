// The admin's modal is the shared form kit's (decision 0139).
export { Modal } from '../../ui/form/dialog';
