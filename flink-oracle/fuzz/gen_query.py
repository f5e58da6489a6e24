#!/usr/bin/env python3
"""Random batch SQL queries over a fixed small table, for differential runs against flink-oracle."""
import random, sys, os
import fuzzlib

SETUP = """CREATE TABLE s (id INT, g STRING, x INT, y BIGINT, d DECIMAL(10, 2), f DOUBLE, s STRING, ts TIMESTAMP(3), b BOOLEAN, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO s VALUES (1, 'a', 3, 100, 12.50, 1.5, 'apple', TIMESTAMP '2024-01-15 10:30:00', TRUE), (2, 'a', -7, 2000000000, 0.10, -0.25, 'Banana', TIMESTAMP '2024-02-29 23:59:59.999', FALSE), (3, 'b', 0, -5, 999.99, 1.0E10, 'cherry pie', TIMESTAMP '2023-12-31 00:00:00', TRUE), (4, 'b', 12, 7, -3.33, 0.1, '', TIMESTAMP '2024-06-01 12:00:00.5', FALSE), (5, 'c', 5, 42, 100.00, 3.0, 'date', TIMESTAMP '2024-03-10 08:15:30', TRUE);
INSERT INTO s VALUES (6, 'c', CAST(NULL AS INT), CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(10, 2)), CAST(NULL AS DOUBLE), CAST(NULL AS STRING), CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS BOOLEAN)), (7, CAST(NULL AS STRING), 2147483647, 9, 0.00, -1.0, 'Elder', TIMESTAMP '2024-01-01 00:00:00', FALSE), (8, 'a', 3, 100, 12.50, 2.5, 'apple', TIMESTAMP '2024-01-15 10:30:00', CAST(NULL AS BOOLEAN));"""

class G:
    def __init__(self, r):
        self.r = r
    def c(self, *opts):
        return self.r.choice(opts)
    def int_(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.35:
            return self.c('x', 'id', 'x', str(r.randint(-3, 10)))
        k = r.randint(0, 12)
        a, b = self.int_(d + 1), self.int_(d + 1)
        return [f'({a} + {b})', f'({a} * {b})', f'({a} - {b})', f'({a} / {self.c("2", "3", "x", "-2")})',
                f'MOD({a}, {self.c("3", "-4", "x")})', f'ABS({a})', f'COALESCE({a}, {b})',
                f'CASE WHEN {self.bool_(d + 1)} THEN {a} ELSE {b} END', f'CAST({self.dec(d + 1)} AS INT)',
                f'CHAR_LENGTH({self.str_(d + 1)})', f'EXTRACT({self.c("YEAR", "MONTH", "DAY", "HOUR", "MINUTE")} FROM ts)',
                f'NULLIF({a}, {b})', f'({a} % 4)'][k]
    def big(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.4:
            return self.c('y', 'y', 'CAST(x AS BIGINT)', str(r.randint(-100, 100)))
        a, b = self.big(d + 1), self.int_(d + 1)
        return self.c(f'({a} + {b})', f'({a} * {b})', f'({a} / {self.c("7", "3")})', f'ABS({a})', f'(y + x)')
    def dec(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.4:
            return self.c('d', 'd', '1.25', 'CAST(x AS DECIMAL(5, 1))')
        a, b = self.dec(d + 1), self.int_(d + 1)
        return self.c(f'({a} + {b})', f'({a} * {b})', f'({a} / {self.c("3", "x", "2.0")})', f'ROUND({a}, {self.c("0", "1", "-1")})',
                      f'({a} - d)', f'ABS({a})', f'CAST({a} AS DECIMAL(6, 1))', f'FLOOR({a})', f'CEIL({a})', f'TRUNCATE({a}, 1)')
    def dbl(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.4:
            return self.c('f', 'f', 'CAST(x AS DOUBLE)', '0.5')
        a, b = self.dbl(d + 1), self.int_(d + 1)
        return self.c(f'({a} * {b})', f'({a} + {b})', f'({a} / {b})', f'SQRT(ABS({a}))', f'POWER({a}, 2)', f'ROUND({a}, 2)',
                      f'LN(ABS({a}) + 1)', f'EXP({self.c("0", "1", "x")})', f'({a} - f)', f'FLOOR({a})', f'CAST({self.dec(d+1)} AS DOUBLE)')
    def str_(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.4:
            return self.c('s', 's', 'g', "'xy'")
        a, b = self.str_(d + 1), self.str_(d + 1)
        return self.c(f'UPPER({a})', f'LOWER({a})', f'CONCAT({a}, {b})', f'({a} || {b})', f'SUBSTRING({a}, {self.c("1", "2", "0", "-2")}, {self.c("2", "3")})',
                      f'SUBSTRING({a}, 2)', f'TRIM({a})', f'LPAD({a}, {self.c("3", "6")}, \'*\')', f'RPAD({a}, 4, \'-\')',
                      f'REPLACE({a}, \'a\', \'A\')', f'CAST({self.int_(d+1)} AS STRING)', f'CAST({self.dec(d+1)} AS STRING)',
                      f'INITCAP({a})', f'REVERSE({a})', f'COALESCE({a}, \'none\')', f'CAST({self.dbl(d+1)} AS STRING)',
                      f"DATE_FORMAT(ts, '{self.c('yyyy-MM-dd', 'HH:mm:ss', 'yyyyMMdd HH')}')", f'CAST(ts AS STRING)',
                      f'CAST(CAST(ts AS DATE) AS STRING)', f'LEFT({a}, 2)', f'RIGHT({a}, 3)', f'REPEAT({a}, 2)',
                      f"SPLIT_INDEX({a}, 'a', 0)", f'CAST(b AS STRING)', f'CAST(y AS STRING)')
    def bool_(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.3:
            return self.c('b', 'x > 2', 's IS NULL', "g = 'a'")
        k = r.randint(0, 10)
        a, b = self.int_(d + 1), self.int_(d + 1)
        return [f'({a} > {b})', f'({a} <= {b})', f'({a} <> {b})', f'({self.bool_(d+1)} AND {self.bool_(d+1)})',
                f'({self.bool_(d+1)} OR {self.bool_(d+1)})', f'(NOT {self.bool_(d+1)})', f"({self.str_(d+1)} LIKE '{self.c('a%', '%e%', '_a%', '%')}')",
                f'({a} IS NULL)', f'({a} BETWEEN -1 AND 5)', f"({self.str_(d+1)} IN ('apple', 'date', 'xy'))", f'({self.dec(d+1)} > 10)'][k]
    def expr(self):
        t = self.c('int', 'int', 'big', 'dec', 'dec', 'dbl', 'str', 'str', 'bool')
        return t, {'int': self.int_, 'big': self.big, 'dec': self.dec, 'dbl': self.dbl, 'str': self.str_, 'bool': self.bool_}[t]()
    def query(self):
        r = self.r
        k = r.randint(0, 6)
        if k <= 1:
            es = [self.expr()[1] for _ in range(r.randint(1, 3))]
            w = f' WHERE {self.bool_()}' if r.random() < 0.5 else ''
            return f'SELECT id, {", ".join(es)} FROM s{w};'
        if k == 2:
            t, e = self.c(('int', self.int_()), ('dec', self.dec()), ('big', self.big()), ('dbl', self.dbl()))
            aggs = [f'{a}({e})' for a in r.sample(['SUM', 'AVG', 'MIN', 'MAX', 'COUNT'], r.randint(1, 3))]
            if r.random() < 0.3:
                aggs.append('COUNT(*)')
            h = ' HAVING COUNT(*) > 1' if r.random() < 0.3 else ''
            return f'SELECT g, {", ".join(aggs)} FROM s GROUP BY g{h};'
        if k == 3:
            e = self.expr()[1]
            return f'SELECT DISTINCT {e} FROM s;'
        if k == 4:
            t, e = self.expr()
            return f'SELECT id, {e} AS v FROM s ORDER BY v {self.c("ASC", "DESC")}, id LIMIT {r.randint(1, 4)};'
        if k == 5:
            e = self.c('x', 'd', 's', 'f', 'ts', 'y')
            fn = self.c('ROW_NUMBER()', 'RANK()', 'DENSE_RANK()', f'SUM(x)', f'LAG({e})', f'MAX({e})', f'COUNT({e})')
            return f'SELECT id, {fn} OVER (PARTITION BY g ORDER BY {e}, id) FROM s;'
        e1, e2 = self.expr()[1], self.expr()[1]
        return f'SELECT {e1}, {e2} FROM s WHERE id = {r.randint(1, 8)};'

def gen(seed):
    g = G(random.Random(seed))
    return '-- fuzz query seed %d\n%s\n%s\n' % (seed, SETUP, '\n'.join(g.query() for _ in range(3)))

if __name__ == '__main__':
    fuzzlib.main(gen)
