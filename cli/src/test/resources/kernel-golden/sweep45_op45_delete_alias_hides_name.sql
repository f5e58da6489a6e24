-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run DELETE / UPDATE with a table alias
-- stderr: unknown table or column 't'
-- exit: 1
-- under an alias the table's own name no longer qualifies its columns (Flink: Table 't' not found)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
DELETE FROM t AS x WHERE t.k = 1;
SELECT * FROM t;
