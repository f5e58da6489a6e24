-- Flink 2.0 refuses a bare USING column in the WHERE over a JOIN .. USING, whatever the join's type or the column's
-- ("SQL validation failed. .. Column 'k' is ambiguous"; probes flink-oracle/probes/ag42 ag42_us_bare_*); the select
-- list may name it and the WHERE may name each side's own column
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins
-- exit: 1
CREATE TABLE t (k INT, c STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'k'), (3, 'z');
CREATE TABLE y (k INT, c STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO y VALUES (1, 'a'), (2, 'b'), (6, 'a');
SELECT k, t.c, y.c FROM t JOIN y USING (k) WHERE t.k > 1;
SELECT c, t.k, y.k FROM t LEFT JOIN y USING (c) WHERE y.k IS NULL;
SELECT k FROM t FULL JOIN y USING (k) WHERE k > 1;
