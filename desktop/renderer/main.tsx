import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../owner/admin/admin.css'
import { DesktopApp } from './DesktopApp.tsx'
import { desktopBridge } from './desktopBridge.ts'
import './desktop.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const desktop = desktopBridge()
Promise.all([desktop.loadSettings(), desktop.secretStorage()])
  .then(([settings, secretStorage]) => {
    createRoot(root).render(
      <StrictMode>
        <DesktopApp desktop={desktop} settings={settings} secretStorage={secretStorage} />
      </StrictMode>,
    )
  })
  .catch((error: unknown) => {
    console.error('The app could not start:', error)
    root.textContent = 'The app could not read its settings. Quit and open it again.'
  })
