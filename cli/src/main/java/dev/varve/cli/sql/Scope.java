package dev.varve.cli.sql;

import dev.varve.kernel.util.Suggest;
import dev.varve.row.DataType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The columns an expression can refer to: names, types and the qualifiers (table name, alias) that may
 * prefix them. Name lookup is case-insensitive, exact case first. Immutable.
 */
public final class Scope {
    final List<String> names;
    final List<DataType> types;
    final List<String> qualifiers;
    /** What the columns belong to, for error messages ("table default.t"). */
    final String owner;
    /**
     * Per column, the qualifiers that name it (lower case), for the columns of a join; null when every column has
     * {@link #qualifiers}.
     */
    final List<List<String>> columnQualifiers;
    /** Columns a bare name or '*' does not reach (both sides' USING columns of a join: their merged column does). */
    final java.util.Set<Integer> hidden;
    /** The order in which a bare '*' lists the columns (a USING join's merged columns first), or null: their order. */
    private final int[] starOrder;
    /** A join's merged USING columns (not any input's own column), at every level of a nested join. */
    final java.util.Set<Integer> merged;
    /** Columns a bare '*' lists though a bare name does not reach them (a nested USING join's '*' column). */
    final java.util.Set<Integer> starListed;

    public Scope(List<String> names, List<DataType> types, List<String> qualifiers, String owner) {
        this(names, types, qualifiers, owner, null, java.util.Set.of());
    }

    Scope(List<String> names, List<DataType> types, List<String> qualifiers, String owner,
          List<List<String>> columnQualifiers, java.util.Set<Integer> hidden) {
        this(names, types, qualifiers, owner, columnQualifiers, hidden, null);
    }

    Scope(List<String> names, List<DataType> types, List<String> qualifiers, String owner,
          List<List<String>> columnQualifiers, java.util.Set<Integer> hidden, int[] starOrder) {
        this(names, types, qualifiers, owner, columnQualifiers, hidden, starOrder, java.util.Set.of(), java.util.Set.of());
    }

    Scope(List<String> names, List<DataType> types, List<String> qualifiers, String owner,
          List<List<String>> columnQualifiers, java.util.Set<Integer> hidden, int[] starOrder,
          java.util.Set<Integer> merged, java.util.Set<Integer> starListed) {
        this.merged = merged;
        this.starListed = starListed;
        this.names = Collections.unmodifiableList(new ArrayList<>(names));
        this.types = Collections.unmodifiableList(new ArrayList<>(types));
        List<String> q = new ArrayList<>();
        for (String s : qualifiers) {
            q.add(s.toLowerCase(Locale.ROOT));
        }
        if (columnQualifiers != null) {
            for (List<String> cq : columnQualifiers) {
                for (String s : cq) {
                    if (!q.contains(s.toLowerCase(Locale.ROOT))) {
                        q.add(s.toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        this.qualifiers = q;
        this.owner = owner;
        this.columnQualifiers = columnQualifiers;
        this.hidden = hidden;
        this.starOrder = starOrder;
    }

    /** The columns in the order a bare '*' lists them (hidden ones included: the caller skips them). */
    int[] starOrder() {
        if (starOrder != null) {
            return starOrder;
        }
        int[] o = new int[names.size()];
        for (int i = 0; i < o.length; i++) {
            o[i] = i;
        }
        return o;
    }

    /** The qualifiers of column {@code i} (lower case). */
    List<String> qualifiersOf(int i) {
        return columnQualifiers == null ? qualifiers : columnQualifiers.get(i);
    }

    /** Whether column {@code i} is reached by a bare name or '*'. */
    boolean visible(int i) {
        return !hidden.contains(i);
    }

    /** Whether a bare '*' lists column {@code i}. */
    boolean starred(int i) {
        return !hidden.contains(i) || starListed.contains(i);
    }

    /** The column a bare '*' lists for {@code name} (a nested USING join's '*' column first), or -1. */
    int starIndexOf(String name) {
        for (int i : starListed) {
            if (names.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return indexOf(name);
    }

    /**
     * The column {@code qualifier.name}, or -1.
     */
    int indexOf(String qualifier, String name) {
        String q = qualifier.toLowerCase(Locale.ROOT);
        int found = -1;
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name) && qualifiersOf(i).contains(q)) {
                if (names.get(i).equals(name)) {
                    return i;
                }
                if (found < 0) {
                    found = i;
                }
            }
        }
        return found;
    }

    /**
     * The first column named {@code name} among the inputs' own columns (not a join's merged USING column), reached
     * by a bare name or not, or -1: what a USING join's condition compares on this side (Calcite's first field of the
     * name in the join's row type, e.g. {@code t.k} of {@code t RIGHT JOIN y USING (k)}).
     */
    int firstOwn(String name) {
        List<Integer> own = own(name);
        return own.isEmpty() ? -1 : own.get(0);
    }

    /** The inputs' own columns named {@code name} (not merged USING columns), in the order of the FROM's inputs. */
    List<Integer> own(String name) {
        List<Integer> exact = new ArrayList<>();
        List<Integer> loose = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (merged.contains(i)) {
                continue;
            }
            if (names.get(i).equals(name)) {
                exact.add(i);
            } else if (names.get(i).equalsIgnoreCase(name)) {
                loose.add(i);
            }
        }
        return exact.isEmpty() ? loose : exact;
    }

    public static Scope empty() {
        return new Scope(List.of(), List.of(), List.of(), "the query");
    }

    public int size() {
        return names.size();
    }

    public int indexOf(String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equals(name) && visible(i)) {
                return i;
            }
        }
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name) && visible(i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a bare {@code name} reaches more than one column (a join of two tables that both have it). */
    boolean ambiguous(String name) {
        if (columnQualifiers == null) {
            return false;
        }
        int n = 0;
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name) && visible(i)) {
                n++;
            }
        }
        return n > 1;
    }

    boolean isQualifier(String name) {
        return qualifiers.contains(name.toLowerCase(Locale.ROOT));
    }

    /** Unknown column error with a did-you-mean hint. */
    SqlError unknownColumn(String name) {
        String hint = Suggest.closest(name, names);
        return new SqlError("unknown column '" + name + "' in " + owner
                + (hint != null ? " (did you mean '" + hint + "'?)" : " (columns: " + String.join(", ", names) + ")"));
    }

    /** This scope followed by {@code other}'s columns. */
    Scope concat(Scope other) {
        List<String> n = new ArrayList<>(names);
        n.addAll(other.names);
        List<DataType> t = new ArrayList<>(types);
        t.addAll(other.types);
        List<String> q = new ArrayList<>(qualifiers);
        q.addAll(other.qualifiers);
        return new Scope(n, t, q, other.owner);
    }
}
