-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... AS SELECT / LIKE, views or SHOW statements
-- views over a system table, over a join, an aggregate over a view and a view over a view
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE u (k INT, w STRING);
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (2, 'c');
INSERT INTO u VALUES (1, 'x'), (2, 'y'), (3, 'z');
CREATE TEMPORARY VIEW snaps AS SELECT snapshot_id, commit_kind FROM t$snapshots;
CREATE TEMPORARY VIEW j AS SELECT t.k, v, w FROM t JOIN u ON t.k = u.k;
SELECT * FROM snaps;
SELECT * FROM j;
SELECT COUNT(*) AS n, MAX(w) AS mw FROM j;
CREATE TEMPORARY VIEW j2 AS SELECT k, w FROM j WHERE v <> 'a';
SELECT * FROM j2;
SELECT j2.k, snaps.commit_kind FROM j2 JOIN snaps ON j2.k = snaps.snapshot_id;
SHOW VIEWS;
