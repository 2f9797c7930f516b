import type { FormEvent } from 'react';
import { createCategoryInput, type Category } from '@portal/contract';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { blankFieldErrors, firstFieldErrors, hasErrors, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

const fields = ['name', 'description'] as const;
type Field = (typeof fields)[number];

const categoryInput = (values: Record<Field, string>) => ({ name: values.name.trim(), description: values.description.trim() });

/** Both fields are required; then the contract's rules for what would be sent. */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const blank = blankFieldErrors(values, { name: 'Category name is required', description: 'Description is required' });
  return firstFieldErrors(blank, schemaFieldErrors(createCategoryInput.safeParse(categoryInput(values)), fields));
}

/** Add Category / Edit Category. `category` null adds a new one. */
export function CategoryFormDialog({ open, onOpenChange, category }: { open: boolean; onOpenChange: (open: boolean) => void; category: Category | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Edit Category' : 'Add New Category'}</DialogTitle>
          <DialogDescription>{category ? 'Change the name or description of this category.' : 'Categories group projects by the kind of shoot.'}</DialogDescription>
        </DialogHeader>
        <CategoryForm category={category} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { id, values, errors, setErrors, bind } = useFormState<Field>(() => ({ name: category?.name ?? '', description: category?.description ?? '' }));
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const input = categoryInput(values);
    try {
      if (category) await update.mutateAsync({ id: category.id, input });
      else await create.mutateAsync(input);
      void notifySuccess(category ? 'Category updated successfully!' : 'Category added successfully!');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields)); // The query client has toasted 'Failed to save category.'
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
      <FormField id={`${id}-name`} label="Category Name" required error={errors.name}>
        <Input {...bind('name')} placeholder="e.g. Residential" maxLength={255} autoFocus />
      </FormField>
      <FormField id={`${id}-description`} label="Description" required error={errors.description}>
        <Textarea
          {...bind('description')}
          placeholder="What kind of projects belong here?"
          maxLength={5000}
          rows={4}
        />
      </FormField>
      <FormDialogFooter submitLabel={category ? 'Update Category' : 'Add Category'} pending={saving} onCancel={onDone} />
    </form>
  );
}
