-- exit: 1
-- stderr: only primary-key tables support DELETE
CREATE TABLE logs (msg STRING);
DELETE FROM logs WHERE msg = 'x';
