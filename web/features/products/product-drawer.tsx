// The right-hand drawer "New product" / "Edit product": Name, Price, Image and the custom product
// fields under "Additional Information" (spec §2). Removing the photo and saving sends a null
// photo, then deletes the stored file (spec §4).
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import type { Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { Price, ProductCreate, type Product } from '../../../common/products'
import { useActiveFields } from '../../api/get-custom-fields'
import {
  CustomFieldsDrawer,
  CustomFieldsFieldset,
  fieldValuesSchema,
  useCustomFieldsForm,
} from '../../components/ui/custom-fields-form'
import { InputField, PriceField } from '../../components/ui/form-field'
import { saveCallbacks, SheetForm, type DrawerState } from '../../components/ui/sheet-form'
import { useMessages } from '../../lib/locale-provider'
import { useCreateProduct } from './api/create-product'
import { discardFile } from './api/delete-file'
import { useUpdateProduct, type ProductChanges } from './api/update-product'
import { ProductPhotoInput } from './product-photo-input'

/** The form's checks; their sentences are common/'s English, translated where they show. */
function productForm(fields: Field[]) {
  const m = messages.product
  return z.object({
    name: ProductCreate.shape.name,
    // The input gives text; an empty one is the spec's "price is required".
    price: z
      .string()
      .trim()
      .min(1, { error: m.priceRequired })
      .pipe(z.coerce.number<string>({ error: m.priceRequired }).pipe(Price)),
    photo: z.object({ path: z.string(), url: z.string() }).nullable(),
    metadata: fieldValuesSchema(fields),
  })
}
type ProductFormOutput = z.output<ReturnType<typeof productForm>>

interface ProductDrawerProps extends DrawerState {
  providerId: string
  /** The product to edit; without it the drawer creates one. */
  product?: Product
}

export function ProductDrawer({ providerId, product, ...drawer }: ProductDrawerProps) {
  const { t } = useLingui()
  // Without the field definitions the form still saves name, price and photo.
  const fields = useActiveFields(providerId, 'PRODUCTS', { enabled: drawer.open })
  return (
    <CustomFieldsDrawer
      title={product ? t`Edit product` : t`New product`}
      fields={fields}
      {...drawer}
    >
      {(loaded, done) => (
        <ProductForm providerId={providerId} product={product} fields={loaded} done={done} />
      )}
    </CustomFieldsDrawer>
  )
}

interface ProductFormProps {
  providerId: string
  product: Product | undefined
  fields: Field[]
  done: () => void
}

function ProductForm({ providerId, product, fields, done }: ProductFormProps) {
  const { t } = useLingui()
  const m = useMessages().product
  const schema = useMemo(() => productForm(fields), [fields])
  const originalPhoto = product?.photo_path ?? null
  const form = useCustomFieldsForm({
    schema,
    fields,
    defaultValues: {
      name: product?.name ?? '',
      price: product ? product.price.toFixed(2) : '',
      photo:
        product?.photo && product.photo_path
          ? { path: product.photo_path, url: product.photo }
          : null,
    },
    saved: product?.metadata,
    ownKeys: ['name', 'price', 'photo'],
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

  const submit = ({ name, price, photo, metadata }: ProductFormOutput) => {
    const photoPath = photo?.path ?? null
    const keepPhoto = () => {
      uploads.current.kept = photoPath
    }
    if (!product) {
      create.mutate(
        { name, price, photo: photoPath, metadata },
        saveCallbacks({
          saved: m.created,
          failed: m.createFailed,
          onSaved: keepPhoto,
          showFieldErrors: form.showFieldErrors,
          done,
        }),
      )
      return
    }
    const changes: ProductChanges = { name, price, ...form.metadataChanges(metadata) }
    // An unchanged photo is not sent: on a plan without photos it would be refused.
    if (photoPath !== originalPhoto) changes.photo = photoPath
    update.mutate(
      changes,
      saveCallbacks({
        saved: m.updated,
        failed: m.updateFailed,
        onSaved: () => {
          // The product no longer points at its old photo: the file can go.
          if (originalPhoto && photoPath !== originalPhoto) discardFile(originalPhoto)
          keepPhoto()
        },
        showFieldErrors: form.showFieldErrors,
        done,
      }),
    )
  }

  return (
    <SheetForm
      // handleSubmit is called on submit, not during render: `submit` uses a ref.
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      submitting={create.isPending || update.isPending}
    >
      <InputField id="product-name" label={t`Name`} autoComplete="off" {...form.bind('name')} />
      <PriceField id="product-price" label={t`Price`} {...form.bind('price')} />
      <Controller
        control={form.control}
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
      <CustomFieldsFieldset form={form} fields={fields} idPrefix="product-field" />
    </SheetForm>
  )
}
