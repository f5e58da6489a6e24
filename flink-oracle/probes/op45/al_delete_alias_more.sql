-- DELETE / UPDATE under an alias: unqualified columns, the alias in a subquery-free condition, a partitioned table
CREATE TABLE t (k INT, v STRING, dt STRING, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt);
INSERT INTO t VALUES (1, 'a', 'd1'), (2, 'b', 'd1'), (3, 'c', 'd2');
DELETE FROM t AS x WHERE k = 1 AND x.dt = 'd1';
UPDATE t AS x SET v = UPPER(x.v) WHERE x.dt = 'd2';
UPDATE t x SET v = 'w';
SELECT * FROM t;
