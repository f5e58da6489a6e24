-- seeds' row-kind notation, INSERT column lists, DELETE/UPDATE on a PK table
CREATE TABLE t (k INT, v DOUBLE, s STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES +I(1, 2.0, 'apple'), +I(2, 4.5, 'banana'), (3, 1e10, 'cherry'), -D(2, 4.5, 'banana');
INSERT INTO t (k, s) VALUES (4, 'date');
SELECT * FROM t;
DELETE FROM t WHERE k = 1;
UPDATE t SET v = v * 2, s = UPPER(s) WHERE k >= 3;
DELETE FROM t WHERE k = 99;
SELECT k, v, s FROM t WHERE s IS NOT NULL AND k IN (3, 4) ORDER BY k DESC;
-- stderr: 0 rows matched; nothing to commit
-- stderr: committed as snapshot 4
