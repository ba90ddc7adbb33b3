/**
 * The import template's team column as a drop-down of the campus's teams (issue 27). write-excel-file
 * v4 has no data-validation option, but a "feature" of its own may transform a sheet's XML: this one
 * inserts a list validation on the students sheet whose items are the names of the teams sheet, at
 * the place the OOXML schema gives it (after conditional formatting, before hyperlinks and the page
 * margins). The teams sheet stays: it lists the codes too, and it is the list the drop-down reads.
 */
import type { Feature } from 'write-excel-file/universal';
import { insertElementMarkupAccordingToOrderOfSiblings, sanitizeAttributeValue, sanitizeTextContent } from 'write-excel-file/utility';

/** The children of <worksheet> in the schema's order (ECMA-376 Part 1, CT_Worksheet). */
const WORKSHEET_ORDER = [
  'sheetPr', 'dimension', 'sheetViews', 'sheetFormatPr', 'cols', 'sheetData', 'sheetCalcPr', 'sheetProtection', 'protectedRanges',
  'scenarios', 'autoFilter', 'sortState', 'dataConsolidate', 'customSheetViews', 'mergeCells', 'phoneticPr', 'conditionalFormatting',
  'dataValidations', 'hyperlinks', 'printOptions', 'pageMargins', 'pageSetup', 'headerFooter', 'rowBreaks', 'colBreaks',
  'customProperties', 'cellWatches', 'ignoredErrors', 'smartTags', 'drawing', 'legacyDrawing', 'legacyDrawingHF', 'picture',
  'oleObjects', 'controls', 'webPublishItems', 'tableParts', 'extLst',
];

export interface TeamDropdown {
  /** the cells that get the drop-down, e.g. B2:B2001 */
  cells: string;
  /** the sheet listing the teams, their names in column A from row 2 */
  teamsSheet: string;
  teamCount: number;
}

/** The <dataValidations> markup of the drop-down (a list read from the teams sheet). */
export function teamDropdownXml({ cells, teamsSheet, teamCount }: TeamDropdown): string {
  const source = `'${teamsSheet.replace(/'/g, "''")}'!$A$2:$A$${teamCount + 1}`;
  return (
    `<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" sqref="${sanitizeAttributeValue(cells)}">` +
    `<formula1>${sanitizeTextContent(source)}</formula1></dataValidation></dataValidations>`
  );
}

/** The feature that puts the drop-down on the first sheet (none when the campus has no team). */
export function teamDropdownFeature(dropdown: TeamDropdown): Feature<Blob> {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) =>
            sheetIndex === 0 && dropdown.teamCount > 0 ? insertElementMarkupAccordingToOrderOfSiblings(xml, teamDropdownXml(dropdown), WORKSHEET_ORDER, 'worksheet') : xml,
        },
      },
    },
  };
}
