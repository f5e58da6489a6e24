package dev.varve.cli.sql;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean" hints by edit distance. Stateless. */
public final class Suggest {
    private Suggest() {
    }

    /** The candidate closest to {@code name} if it is close enough (distance <= max(2, len/3)), else null. */
    public static String closest(String name, Collection<String> candidates) {
        String best = null;
        int bestD = Integer.MAX_VALUE;
        String n = name.toLowerCase(Locale.ROOT);
        for (String c : candidates) {
            int d = distance(n, c.toLowerCase(Locale.ROOT));
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best != null && bestD <= Math.max(2, name.length() / 3) ? best : null;
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
