


def forward(self, x0, x1):
    act = self.act(0);  act = None
    return ()
    