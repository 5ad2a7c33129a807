// The admin's fields are the shared form kit's (decision 0139).
export {
  EnumOptions,
  Field,
  inputNumber,
  useFormFields,
  type FormFields,
} from '../../ui/form/field';
export { inputClass } from '../../ui/form/styles';
