// The right-hand drawer "New product" / "Edit product": Name, Price, Image and the custom product
// fields under "Additional Information" (spec §2). Removing the photo and saving sends a null
// photo, then deletes the stored file (spec §4).
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef } from 'react'
import { Controller, get, useForm, type Path } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import type { Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { Price, ProductCreate, type Product } from '../../../common/products'
import {
  changedFieldValues,
  CustomFieldInputs,
  fieldValueErrors,
  initialFieldValues,
} from '../../components/ui/custom-field-input'
import { FormField, fieldAria, serverFieldErrors } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { Sheet, SheetContent } from '../../components/ui/sheet'
import { SheetForm } from '../../components/ui/sheet-form'
import { Spinner } from '../../components/ui/spinner'
import { useCreateProduct } from './api/create-product'
import { discardFile } from './api/delete-file'
import { useActiveFields } from '../../api/get-custom-fields'
import { useUpdateProduct, type ProductChanges } from './api/update-product'
import { ProductPhotoInput } from './product-photo-input'

const m = messages.product

function productForm(fields: Field[]) {
  return z.object({
    name: ProductCreate.shape.name,
    // The input gives text; an empty one is the spec's "price is required".
    price: z
      .string()
      .trim()
      .min(1, { error: m.priceRequired })
      .pipe(z.coerce.number<string>({ error: m.priceRequired }).pipe(Price)),
    photo: z.object({ path: z.string(), url: z.string() }).nullable(),
    metadata: z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
      for (const [id, message] of Object.entries(fieldValueErrors(fields, values))) {
        ctx.addIssue({ code: 'custom', message, path: [id] })
      }
    }),
  })
}
type ProductForm = ReturnType<typeof productForm>
type ProductFormInput = z.input<ProductForm>
type ProductFormOutput = z.output<ProductForm>

interface ProductDrawerProps {
  providerId: string
  /** The product to edit; without it the drawer creates one. */
  product?: Product
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function ProductDrawer({ providerId, product, open, onOpenChange }: ProductDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={product ? 'Edit product' : 'New product'}>
        <ProductDrawerBody
          providerId={providerId}
          product={product}
          onDone={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  )
}

function ProductDrawerBody({
  providerId,
  product,
  onDone,
}: {
  providerId: string
  product: Product | undefined
  onDone: () => void
}) {
  const fields = useActiveFields(providerId, 'PRODUCTS')
  // Without the field definitions the form still saves name, price and photo.
  const loaded = fields.data ?? (fields.isError ? [] : undefined)
  if (!loaded) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner />
      </div>
    )
  }
  return (
    <ProductFormBody providerId={providerId} product={product} fields={loaded} onDone={onDone} />
  )
}

interface ProductFormBodyProps {
  providerId: string
  product: Product | undefined
  fields: Field[]
  onDone: () => void
}

function ProductFormBody({ providerId, product, fields, onDone }: ProductFormBodyProps) {
  const schema = useMemo(() => productForm(fields), [fields])
  const initialMetadata = useMemo(
    () => initialFieldValues(fields, product?.metadata),
    [fields, product?.metadata],
  )
  const originalPhoto = product?.photo_path ?? null
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: product?.name ?? '',
      price: product ? product.price.toFixed(2) : '',
      photo:
        product?.photo && product.photo_path
          ? { path: product.photo_path, url: product.photo }
          : null,
      metadata: initialMetadata,
    },
  })
  const create = useCreateProduct(providerId)
  const update = useUpdateProduct(providerId, product?.id ?? '')

  // Uploads this drawer made and did not save are deleted when it closes.
  const uploads = useRef<{ paths: string[]; kept: string | null }>({ paths: [], kept: null })
  useEffect(() => {
    const current = uploads.current
    return () => {
      for (const path of current.paths) if (path !== current.kept) discardFile(path)
      current.paths = []
    }
  }, [])

  const showFieldErrors = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error)
    if (!fieldErrors) return false
    let shown = false
    for (const [key, message] of Object.entries(fieldErrors)) {
      if (['name', 'price', 'photo'].includes(key) || key.startsWith('metadata.')) {
        setError(key as Path<ProductFormInput>, { message })
        shown = true
      }
    }
    return shown
  }

  const submit = ({ name, price, photo, metadata }: ProductFormOutput) => {
    const photoPath = photo?.path ?? null
    const saved = () => {
      uploads.current.kept = photoPath
      onDone()
    }
    if (!product) {
      create.mutate(
        { name, price, photo: photoPath, metadata },
        {
          onSuccess: () => {
            toast.success(m.created)
            saved()
          },
          onError: (error) => {
            if (!showFieldErrors(error)) toast.error(m.createFailed)
          },
        },
      )
      return
    }
    const changes: ProductChanges = { name, price }
    // An unchanged photo is not sent: on a plan without photos it would be refused.
    if (photoPath !== originalPhoto) changes.photo = photoPath
    const changedMetadata = changedFieldValues(initialMetadata, metadata)
    if (Object.keys(changedMetadata).length > 0) changes.metadata = changedMetadata
    update.mutate(changes, {
      onSuccess: () => {
        // The product no longer points at its old photo: the file can go.
        if (originalPhoto && photoPath !== originalPhoto) discardFile(originalPhoto)
        toast.success(m.updated)
        saved()
      },
      onError: (error) => {
        if (!showFieldErrors(error)) toast.error(m.updateFailed)
      },
    })
  }

  const nameError = errors.name?.message
  const priceError = errors.price?.message
  return (
    <SheetForm
      // handleSubmit is called on submit, not during render: `submit` uses a ref.
      onSubmit={(event) => void handleSubmit(submit)(event)}
      submitting={create.isPending || update.isPending}
    >
      <FormField id="product-name" label="Name" error={nameError}>
        <Input
          id="product-name"
          autoComplete="off"
          {...register('name')}
          {...fieldAria('product-name', nameError)}
        />
      </FormField>
      <FormField id="product-price" label="Price" error={priceError}>
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-zinc-500"
            aria-hidden="true"
          >
            $
          </span>
          <Input
            id="product-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            className="pl-7"
            {...register('price')}
            {...fieldAria('product-price', priceError)}
          />
        </div>
      </FormField>
      <Controller
        control={control}
        name="photo"
        render={({ field, fieldState }) => (
          <ProductPhotoInput
            providerId={providerId}
            value={field.value}
            onChange={field.onChange}
            onUploaded={(path) => uploads.current.paths.push(path)}
            error={fieldState.error?.message}
          />
        )}
      />
      {fields.length > 0 ? (
        <div className="border-t border-zinc-200 pt-5">
          <fieldset>
            <legend className="mb-4 text-sm font-semibold text-zinc-900">
              Additional Information
            </legend>
            <div className="space-y-5">
              <Controller
                control={control}
                name="metadata"
                render={({ field }) => (
                  <CustomFieldInputs
                    idPrefix="product-field"
                    fields={fields}
                    values={field.value}
                    onChange={(id, value) => field.onChange({ ...field.value, [id]: value })}
                    errors={Object.fromEntries(
                      fields.map((f) => [
                        f.id,
                        (get(errors, `metadata.${f.id}`) as { message?: string } | undefined)
                          ?.message,
                      ]),
                    )}
                  />
                )}
              />
            </div>
          </fieldset>
        </div>
      ) : null}
    </SheetForm>
  )
}
