-- disable-explicit-type-casting = true: DOUBLE to DECIMAL is implicit, DECIMAL to INT is not
-- exit: 1
CREATE TABLE t (k INT, b DOUBLE, c DECIMAL(5, 1), PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, 2.5, 3.5);
ALTER TABLE t MODIFY b DECIMAL(5, 2);
SELECT * FROM t;
ALTER TABLE t MODIFY c INT;
DESCRIBE t;
