-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run DELETE / UPDATE with a table alias
-- DELETE and UPDATE with a table alias (AS or bare), columns qualified by it or unqualified, an alias equal to the table's name
CREATE TABLE t (k INT, v STRING, n INT, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'a', 10, 'd1'), (2, 'b', 20, 'd1'), (3, 'c', 30, 'd2'), (4, 'd', 40, 'd2'), (5, 'e', 50, 'd2');
DELETE FROM t AS x WHERE x.k = 1;
DELETE FROM t x WHERE x.v = 'b' AND dt = 'd1';
UPDATE t AS x SET v = UPPER(x.v) WHERE x.dt = 'd2' AND k < 5;
UPDATE t x SET n = x.n + 1 WHERE x.v = 'D';
DELETE FROM t AS t WHERE t.k = 5;
UPDATE t AS t SET v = 'w' WHERE t.k = 3;
SELECT * FROM t;
