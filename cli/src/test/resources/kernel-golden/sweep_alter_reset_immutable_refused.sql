-- exit: 1
-- stderr: ERROR: statement 3
-- once the table has data, an option fixed at CREATE may not be reset, even when it was never set (as Paimon 1.4.2)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 5), (1, 6);
ALTER TABLE T RESET ('merge-engine');
