/**
 * Our toolbar's hold on the calendar component: which view and date it shows, read and set through Schedule-X's
 * plugin interface (a plugin receives the component's `$app` before it renders). The library's own
 * calendar-controls plugin does these four things too, among many more we never use (locale, first day of week,
 * day boundaries and their time parsing), which cost the events page about 1.3 KB gz.
 */

/** The part of the component's `$app` that the four calls read: its selected date and its view. */
interface ControlledApp {
  datePickerState: { selectedDate: { value: Temporal.PlainDate } };
  calendarState: { view: { value: string }; setView: (view: string, selectedDate: Temporal.PlainDate) => void };
}

export interface ViewControls {
  readonly name: 'kindredViewControls';
  beforeRender($app: ControlledApp): void;
  onRender($app: ControlledApp): void;
  getView(): string;
  getDate(): Temporal.PlainDate;
  setView(view: string): void;
  setDate(date: Temporal.PlainDate): void;
}

export function createViewControls(): ViewControls {
  let app: ControlledApp | undefined;
  const current = () => {
    if (!app) throw new Error('The calendar has not rendered yet');
    return app;
  };
  return {
    name: 'kindredViewControls',
    beforeRender($app) {
      app = $app;
    },
    onRender($app) {
      app = $app;
    },
    getView: () => current().calendarState.view.value,
    getDate: () => current().datePickerState.selectedDate.value,
    setView(view) {
      const $app = current();
      $app.calendarState.setView(view, $app.datePickerState.selectedDate.value);
    },
    setDate(date) {
      current().datePickerState.selectedDate.value = date;
    },
  };
}
