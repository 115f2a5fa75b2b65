import { Slot } from "radix-ui";
import * as React from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { Label } from "@/components/ui/label";
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
