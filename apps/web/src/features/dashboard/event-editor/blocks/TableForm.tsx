import { useState } from 'react';
import { Checkbox, Group, NumberInput, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import {
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  resizeCells,
  tableNode,
  tableProblem,
  tableValues,
} from '../rich-content/block-kinds.ts';
import { FormButtons, type BlockFormProps } from './SimpleBlockForms.tsx';

const clamp = (value: number | string, max: number) =>
  Math.min(Math.max(Math.trunc(Number(value)) || 1, 1), max);

/** A simple table: rows × columns of plain text, the first row optionally a header. */
export function TableForm({ base, onSave, onCancel }: BlockFormProps) {
  const [values, setValues] = useState(() => tableValues(base) ?? tableValues(null)!);
  const [error, setError] = useState<string | null>(null);
  const rows = values.cells.length;
  const columns = values.cells[0]?.length ?? 1;
  const setCell = (r: number, c: number, text: string) =>
    setValues({
      ...values,
      cells: values.cells.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)),
    });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = tableProblem(values);
        setError(problem);
        if (!problem) onSave(tableNode(values, base));
      }}
    >
      <Stack gap="sm">
        <Group grow>
          <NumberInput
            label="Rows"
            min={1}
            max={MAX_TABLE_ROWS}
            value={rows}
            onChange={(v) =>
              setValues({ ...values, cells: resizeCells(values.cells, clamp(v, MAX_TABLE_ROWS), columns) })
            }
          />
          <NumberInput
            label="Columns"
            min={1}
            max={MAX_TABLE_COLUMNS}
            value={columns}
            onChange={(v) =>
              setValues({ ...values, cells: resizeCells(values.cells, rows, clamp(v, MAX_TABLE_COLUMNS)) })
            }
          />
        </Group>
        <Checkbox
          label="The first row is a header"
          checked={values.header}
          onChange={(e) => setValues({ ...values, header: e.currentTarget.checked })}
        />
        <ScrollArea type="auto" offsetScrollbars>
          <table role="presentation" style={{ borderSpacing: 4 }}>
            <tbody>
              {values.cells.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>
                      <TextInput
                        size="xs"
                        miw={110}
                        aria-label={`Row ${r + 1}, column ${c + 1}`}
                        value={cell}
                        onChange={(e) => setCell(r, c, e.currentTarget.value)}
                        fw={values.header && r === 0 ? 700 : undefined}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <FormButtons onCancel={onCancel} saveLabel={base ? 'Save changes' : 'Insert'} />
      </Stack>
    </form>
  );
}
