-- exit: 1
-- stderr: ERROR: statement 2
-- partial-update.remove-record-on-delete cannot be combined with sequence groups (Paimon: conflicting behavior), here by ALTER TABLE SET on an empty table
CREATE TABLE T (k INT, a STRING, g INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g.sequence-group' = 'a');
ALTER TABLE T SET ('partial-update.remove-record-on-delete' = 'true');
INSERT INTO T VALUES (1, 'a', 1);
