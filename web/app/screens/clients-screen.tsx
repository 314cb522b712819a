// Clients with the CSV import beside their export: two features put together here, as neither
// imports the other.
import { useParams } from 'react-router'
import { ClientsPage } from '../../features/clients/clients-page'
import { ImportButton } from '../../features/imports/import-button'

export function ClientsScreen() {
  const { providerId = '' } = useParams()
  return <ClientsPage actions={<ImportButton providerId={providerId} kind="clients" />} />
}
