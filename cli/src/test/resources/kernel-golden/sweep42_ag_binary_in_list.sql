-- Flink 2.0's search over two or more binary constants matches nothing (fzky_1683, REPORT sweep 41 ag41 item 2): an
-- IN list or an OR of equalities over a VARBINARY key or column returns no row, while the single equality matches.
-- Varve matches the rows (listed in flink-oracle/known-differences.txt as a Flink 2.0 bug).
-- not checked against Paimon: a Flink 2.0 planner difference (flink-oracle/known-differences.txt); the interpreter was not run over binary WHERE predicates this round (sweep 42 ag42)
CREATE TABLE t (k0 VARBINARY(4), n INT, PRIMARY KEY (k0) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (X'61', 1), (X'00', 2), (X'0102', 3);
CREATE TABLE a (b VARBINARY(4), n INT);
INSERT INTO a VALUES (X'61', 1), (X'00', 2), (X'0102', 3);
SELECT * FROM t WHERE k0 IN (X'61', X'ff');
SELECT * FROM t WHERE k0 = X'61' OR k0 = X'0102';
SELECT * FROM t WHERE k0 = X'61';
SELECT * FROM a WHERE b IN (X'00', X'62');
