package dev.varve.props;

import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Groups a streamed changelog by primary key: changes of different keys may come in any order. */
final class Changelogs {
    private Changelogs() {
    }

    /** Key (its columns printed) → that key's changes in stream order, each printed with its row kind. */
    static Map<String, List<String>> byKey(List<List<GenericRow>> batches, RowType rowType, int[] keyPositions) {
        Map<String, List<String>> out = new TreeMap<>();
        for (List<GenericRow> batch : batches) {
            for (GenericRow r : batch) {
                out.computeIfAbsent(key(r, rowType, keyPositions), k -> new ArrayList<>())
                        .add(ValueFormatter.formatRow(r, rowType));
            }
        }
        return out;
    }

    static String key(GenericRow r, RowType rowType, int[] keyPositions) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < keyPositions.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(ValueFormatter.format(r.getField(keyPositions[i]), rowType.type(keyPositions[i])));
        }
        return sb.append(']').toString();
    }
}
