import { Slot } from "radix-ui";
import * as React from "react";
import {
  type Control,
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

/**
 * The one form primitive (as shadcn/ui's `form`): react-hook-form with a zod resolver, and for each field its label,
 * control, hint and error text wired together (ids, aria-invalid, aria-describedby) in one place.
 *
 *   const form = useForm({ resolver: zodResolver(schema), defaultValues });
 *   <Form {...form}><form onSubmit={form.handleSubmit(save)}>
 *     <FormField control={form.control} name="email" render={({ field }) => (
 *       <FormItem><FormLabel>Email</FormLabel><FormControl><Input {...field} /></FormControl><FormMessage /></FormItem>
 *     )} />
 */
export const Form = FormProvider;

const FieldNameContext = React.createContext<{ name: string } | null>(null);
const ItemIdContext = React.createContext<string | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FieldNameContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

export function useFormField() {
  const field = React.useContext(FieldNameContext);
  const id = React.useContext(ItemIdContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field || !id) throw new Error("useFormField belongs inside <FormField> and <FormItem>");
  const state = getFieldState(field.name, formState);
  return {
    id,
    name: field.name,
    controlId: `${id}-control`,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
    ...state,
  };
}

export function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId();
  return (
    <ItemIdContext.Provider value={id}>
      <div className={cn("space-y-1.5", className)} {...props} />
    </ItemIdContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { controlId, error } = useFormField();
  return <Label htmlFor={controlId} className={cn(error && "text-red-700", className)} {...props} />;
}

export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, error } = useFormField();
  return (
    <Slot.Root
      id={controlId}
      aria-describedby={error ? `${descriptionId} ${messageId}` : descriptionId}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId } = useFormField();
  return <p id={descriptionId} className={cn("text-xs text-slate-500", className)} {...props} />;
}

/** The field's error, or nothing. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { messageId, error } = useFormField();
  const body = error?.message ? String(error.message) : children;
  if (!body) return null;
  return (
    <p id={messageId} className={cn("text-sm text-red-600", className)} {...props}>
      {body}
    </p>
  );
}

type FieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = {
  control: Control<TFieldValues, any, any>;
  name: TName;
  label: React.ReactNode;
  className?: string;
};

/** A field's item, drawn from its react-hook-form field (value, onChange, ref...). */
function FieldItem<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  className,
  children,
}: Omit<FieldProps<TFieldValues, TName>, "label"> & {
  children: ControllerProps<TFieldValues, TName>["render"];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={(props) => <FormItem className={className}>{children(props)}</FormItem>}
    />
  );
}

/**
 * A text field in one line: label, input, error. `as` draws another input of the same props (a password input);
 * `onChange` runs after the form has the new value.
 *
 *   <FormInput control={form.control} name="email" label="Email" type="email" autoComplete="email" />
 */
export function FormInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  className,
  labelClassName,
  as: Field = Input,
  onChange,
  ...input
}: FieldProps<TFieldValues, TName> & {
  labelClassName?: string;
  as?: (props: React.ComponentProps<"input">) => React.ReactNode;
} & Omit<React.ComponentProps<"input">, "name" | "value" | "defaultValue">) {
  return (
    <FieldItem control={control} name={name} className={className}>
      {({ field }) => (
        <>
          <FormLabel className={labelClassName}>{label}</FormLabel>
          <FormControl>
            <Field
              {...input}
              {...field}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                field.onChange(event);
                onChange?.(event);
              }}
            />
          </FormControl>
          <FormMessage />
        </>
      )}
    </FieldItem>
  );
}

/**
 * An on/off field: the switch, its label beside it, and the error (announced) below. `onCheckedChange` runs after the
 * form has the new value.
 */
export function FormSwitch<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  label,
  className,
  onCheckedChange,
}: FieldProps<TFieldValues, TName> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <FieldItem control={control} name={name} className={className}>
      {({ field }) => (
        <>
          <div className="flex items-center gap-3">
            <FormControl>
              <Switch
                ref={field.ref}
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => {
                  field.onChange(checked);
                  onCheckedChange?.(checked);
                }}
              />
            </FormControl>
            <FormLabel>{label}</FormLabel>
          </div>
          <FormMessage role="alert" className="text-red-700" />
        </>
      )}
    </FieldItem>
  );
}
