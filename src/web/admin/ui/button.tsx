// The admin's button is the shared form kit's (decision 0139).
export { Button } from '../../ui/form/button';
export { buttonBase, buttonStyles } from '../../ui/form/styles';
