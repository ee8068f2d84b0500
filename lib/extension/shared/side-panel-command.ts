/** The keyboard command that opens the panel in Chrome (Firefox uses `_execute_sidebar_action`). */
export const openSidePanelCommand = 'open-side-panel';
