


def forward(self, x : torch.Tensor, y : typing_List[int], *args : int) -> torch.Tensor:
    return x
    